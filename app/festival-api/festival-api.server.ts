import type { AppLoadContext } from "@remix-run/node";
import * as z from "zod";
import { apiErrorSchema, type ApiError } from "#contract/errors";
import { eventListResponseSchema, eventResponseSchema, type EventLanguage } from "#contract/event";
import { filtersResponseSchema } from "#contract/filters";
import { apiPaths, type LegalPage } from "#contract/paths";
import { authResponseSchema, type LoginPayload } from "#contract/user";
import { portalConfig } from "~/festival-api/festival-api-config.server";

/** Why a call failed: the portal shows a different message for each (spec §8), never a crash. */
export type FestivalApiFailure = "timeout" | "unreachable" | "invalid-response" | "rejected";

export class FestivalApiError extends Error {
  constructor(
    readonly failure: FestivalApiFailure,
    message: string,
    readonly status?: number,
    readonly body?: ApiError,
  ) {
    super(message);
    this.name = "FestivalApiError";
  }
}

type Method = "GET" | "POST" | "DELETE";

interface CallOptions<Schema extends z.ZodType> {
  method?: Method;
  body?: unknown;
  schema: Schema;
}

export interface FestivalApiCaller {
  clientAddress: string;
  /** The user's bearer token, when logged in. */
  token?: string;
  /** Aborts the call when the visitor goes away. */
  signal?: AbortSignal;
}

/**
 * The typed client of the festival API: every answer is parsed with the contract's schema and every call has
 * a timeout, so a slow or broken upstream yields a FestivalApiError the routes turn into a message.
 */
export function festivalApi(caller: FestivalApiCaller) {
  async function send(path: string, method: Method, body: unknown): Promise<Response> {
    const signals = [AbortSignal.timeout(portalConfig.festivalApiTimeoutMs)];
    if (caller.signal) signals.push(caller.signal);
    const headers: Record<string, string> = { Accept: "application/json", "X-Forwarded-For": caller.clientAddress };
    if (caller.token) headers.Authorization = `Bearer ${caller.token}`;
    if (body !== undefined) headers["Content-Type"] = "application/json";
    try {
      return await fetch(`${portalConfig.festivalApiUrl}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.any(signals),
      });
    } catch (error) {
      if (error instanceof DOMException && error.name === "TimeoutError") {
        throw new FestivalApiError("timeout", `${method} ${path} timed out`);
      }
      throw new FestivalApiError("unreachable", `${method} ${path} failed: ${String(error)}`);
    }
  }

  function rejection(status: number, payload: unknown, method: Method, path: string): FestivalApiError {
    const parsedError = apiErrorSchema.safeParse(payload);
    const body = parsedError.success ? parsedError.data : undefined;
    return new FestivalApiError("rejected", body?.message ?? `${method} ${path} answered ${status}`, status, body);
  }

  /** Legal pages answer text/html (ARCHITECTURE.md "Festival API contract"); the caller sanitises it. */
  async function callHtml(path: string): Promise<string> {
    const response = await send(path, "GET", undefined);
    if (!response.ok) throw rejection(response.status, await response.json().catch(() => undefined), "GET", path);
    if (!(response.headers.get("Content-Type") ?? "").includes("text/html")) {
      throw new FestivalApiError("invalid-response", `GET ${path} answered ${response.headers.get("Content-Type")}, not HTML`);
    }
    return response.text();
  }

  async function call<Schema extends z.ZodType>(path: string, options: CallOptions<Schema>): Promise<z.infer<Schema>> {
    const method = options.method ?? "GET";
    const response = await send(path, method, options.body);
    const payload: unknown = await response.json().catch(() => undefined);
    if (!response.ok) throw rejection(response.status, payload, method, path);
    const parsed = options.schema.safeParse(payload);
    if (!parsed.success) {
      throw new FestivalApiError("invalid-response", `${method} ${path} answered an unexpected shape: ${parsed.error.message}`);
    }
    return parsed.data;
  }

  return {
    events: async (language: EventLanguage) => (await call(apiPaths.events(language), { schema: eventListResponseSchema })).data,
    filters: async () => (await call(apiPaths.filters(), { schema: filtersResponseSchema })).data,
    event: async (id: number, language: EventLanguage) =>
      (await call(`${apiPaths.event(id)}?lang=${language}`, { schema: eventResponseSchema })).data,
    /** The answers' bodies are not used: success is the status (the spec shows no payload). */
    setFavourite: async (eventId: number, favourite: boolean) => {
      await call(apiPaths.favourite(eventId), { method: favourite ? "POST" : "DELETE", schema: z.unknown() });
    },
    subscribe: async (eventId: number) => {
      await call(apiPaths.subscribe(eventId), { method: "POST", schema: z.unknown() });
    },
    legalPage: (page: LegalPage, language: EventLanguage) => callHtml(apiPaths.legalPage(page, language)),
    /** The caller's sign-ups (spec §7 get-user-events) and favourites, each with the caller's flags. */
    userEvents: async (language: EventLanguage) =>
      (await call(`${apiPaths.userEvents()}?lang=${language}`, { schema: eventListResponseSchema })).data,
    favourites: async (language: EventLanguage) =>
      (await call(`${apiPaths.favourites()}?lang=${language}`, { schema: eventListResponseSchema })).data,
    login: (payload: LoginPayload) => call(apiPaths.login(), { method: "POST", body: payload, schema: authResponseSchema }),
    /** Revokes the caller's token; the answer's body says nothing the portal needs. */
    logout: async () => {
      await call(apiPaths.logout(), { schema: z.unknown() });
    },
  };
}

export type FestivalApi = ReturnType<typeof festivalApi>;

/** The client for a loader or action: the visitor's address from server.ts, aborted with the request. */
export function festivalApiFor({ request, context }: { request: Request; context: AppLoadContext }, token?: string) {
  return festivalApi({ clientAddress: context.clientAddress, signal: request.signal, token });
}
