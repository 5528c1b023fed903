import * as z from "zod";
import { MAX_EXTRA_PARTICIPANTS } from "./limits";
import { warsawWallTimeIso } from "./warsaw-time";

/**
 * How a server may write a date: ISO 8601's day, then its time (by `T` or a space), seconds (a fraction after a dot
 * or a comma) and zone if it likes, the zone's minutes too (PostgreSQL prints `2026-11-06 08:00:00+01`).
 */
const writtenDateTime = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}:\d{2})(:\d{2}(?:[.,]\d+)?)?(Z|[+-]\d{2}(?::?\d{2})?)?)?$/i;

/**
 * A date as ISO 8601 with its offset, however a server that honours the contract wrote it: ours sends
 * 2026-09-12T10:00:00+02:00; one without a zone (Laravel's "2026-09-12 10:00:00") means the festival's own time,
 * Warsaw's, and a day alone means its first moment (`dayAlone: "end"`: its last, for an end or a deadline such as
 * spec §3's "available_to (date)": an all-day event lasts the day). Anything else, a day that does not exist
 * included, is refused, not read as some other time: the server's or the browser's zone would each show another hour.
 */
function festivalDateTime({ dayAlone }: { dayAlone: "start" | "end" }) {
  return z.preprocess((value) => {
    if (typeof value !== "string") return value;
    const match = writtenDateTime.exec(value.trim());
    if (!match) return value;
    const [, day, clock, writtenSeconds = ":00", zone] = match;
    if (!clock) return warsawWallTimeIso(day, dayAlone === "start" ? "00:00:00" : "23:59:59");
    const seconds = writtenSeconds.replace(",", ".");
    if (!zone) return warsawWallTimeIso(day, `${clock}${seconds}`);
    const offset = zone.toUpperCase() === "Z" ? "Z" : `${zone.slice(0, 3)}:${zone.slice(3).replace(":", "") || "00"}`;
    return `${day}T${clock}${seconds}${offset}`;
  }, z.iso.datetime({ offset: true }));
}

export const isoDateTime = festivalDateTime({ dayAlone: "start" });
/** An end or a deadline: a day alone is its last moment. */
const isoEndDateTime = festivalDateTime({ dayAlone: "end" });

export const eventDateSchema = z.object({
  id: z.number().int(),
  date_start: isoDateTime,
  date_end: isoEndDateTime,
});

/** One acknowledgement the visitor must tick before signing up (spec §3 `checkboxes`). */
export const eventCheckboxSchema = z.object({ description: z.string() });
export const eventCheckboxesSchema = z.array(eventCheckboxSchema);

/** An event as the list and the event page receive it (spec §3 "Event"). */
export const eventSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  date_start: isoDateTime,
  date_end: isoEndDateTime,
  date_end_last: isoEndDateTime.nullable(),
  event_dates: z.array(eventDateSchema),
  localization: z.string(),
  app_organizational_id: z.number().int(),
  app_organizational_name: z.string(),
  app_organizational_logo: z.string().nullable(),
  miniatura: z.string().nullable(),
  gallery: z.array(z.string()),
  regulamin: z.string().nullable(),
  map: z.string().nullable(),
  price: z.number(),
  tutor: z.string().nullable(),
  type: z.string(),
  age_group: z.array(z.string()),
  /** 0 means unlimited. */
  person_limit: z.number().int().nonnegative(),
  /** Registered users plus their extra participants. */
  users_count: z.number().int().nonnegative(),
  available_to: isoEndDateTime.nullable(),
  subscribed: z.boolean(),
  favourite: z.boolean(),
  /**
   * A visitor cannot sign up: full, or closed by time (the rule of registration-state.ts), or the event takes
   * no registrations (`registration_required: false`).
   */
  is_unavailable: z.boolean(),
  isRated: z.boolean(),
  /** JSON text of `{ description }[]`, as the upstream sends it; parse with `parseEventCheckboxes`. */
  checkboxes: z.string().nullable(),
  payment_gate: z.string().nullable(),
  /**
   * Our field (spec §9: "the server provides" the limit): how many extra participants one registration may
   * add. Optional so that a server without it still parses; read it with `maxExtraParticipantsOf`.
   */
  max_participants: z.number().int().nonnegative().optional().meta({
    description: "Our extension (spec §9): extra participants one registration may add; absent means 20",
  }),
  /**
   * Our field for spec §3's 'no-registration-needed flag': `false` means the event is open to everyone
   * without signing up, and sign-up is refused. Optional (absent means true); read it with
   * `registrationRequiredFor`.
   */
  registration_required: z.boolean().optional().meta({
    description:
      "Our name for spec §3's no-registration-needed flag: false means open to everyone without signing up " +
      "(sign-up answers 409 registration_not_required); absent means true",
  }),
  msg_error: z.string().nullable(),
  msg_info: z.string().nullable(),
  msg_success: z.string().nullable(),
  /** Start time of a search hit (seconds since the epoch), used to order hits. */
  time_start: z.number().optional(),
});

export type Event = z.infer<typeof eventSchema>;
export type EventCheckbox = z.infer<typeof eventCheckboxSchema>;

export const eventListResponseSchema = z.object({ data: z.array(eventSchema) });
export const eventResponseSchema = z.object({ data: eventSchema });

export const eventLanguages = ["pl", "en"] as const;
export type EventLanguage = (typeof eventLanguages)[number];

/**
 * The event's limit of extra participants per registration: what the server states (spec §9), never more than
 * the 20 of spec §1 and §5; a server that does not state it means 20. Both sides read it here.
 */
export function maxExtraParticipantsOf(event: { max_participants?: number }): number {
  return Math.min(event.max_participants ?? MAX_EXTRA_PARTICIPANTS, MAX_EXTRA_PARTICIPANTS);
}


/**
 * The checkboxes field, JSON text: none when empty, and undefined when it is no list of `{ description }`. Each box
 * must be ticked before signing up (spec §3, §5), so conditions that cannot be read are not taken as none.
 */
export function parseEventCheckboxes(text: string | null): EventCheckbox[] | undefined {
  if (!text) return [];
  try {
    const parsed = eventCheckboxesSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
