import * as z from "zod";

/** Answers that only confirm an action (logout, remind, delete) carry a human-readable message. */
export const messageResponseSchema = z.object({ message: z.string() });
