import { data, type AppLoadContext } from "@remix-run/node";
import * as z from "zod";
import { eventResponseSchema, eventSchema, type Event, type EventLanguage } from "#contract/event";
import { filtersResponseSchema } from "#contract/filters";
import { outboxListResponseSchema } from "#contract/outbox";
import { participantListResponseSchema, participantResponseSchema, type ParticipantPayload } from "#contract/participant";
import { apiPaths, type LegalPage } from "#contract/paths";
import { reviewListResponseSchema, reviewResponseSchema, type ReviewPayload } from "#contract/review";
import {
  authResponseSchema,
  userResponseSchema,
  type ChangeDataPayload,
  type EmailPayload,
  type LoginPayload,
  type PasswordChangePayload,
  type PasswordResetPayload,
  type PhonePayload,
  type RegisterPayload,
  type VerifyEmailQuery,
  type VerifyPhonePayload,
} from "#contract/user";
import { destroyedSessionCookie, userSessionOf, type UserSession } from "~/account/session.server";
import type { PortalConfig } from "~/config/portal-config.server";
import {
  everyRefusalKind,
  refusalOf,
  type FestivalApiRefusal,
  type FestivalApiResult,
  type FestivalApiUnavailable,
  type RefusalKind,
} from "~/festival-api/festival-api-problem";
import { isVerifyPath, verifyEmailPath, verifyPhonePath } from "~/account/account-paths";
import { pageRedirect } from "~/http/page-redirect.server";
import { translatorFor } from "~/i18n/i18next.server";
import { languageOf } from "~/i18n/language.server";
import { redirectWithMessage } from "~/shell/flash-message.server";
import { currentPathOf, loginReturningTo } from "~/http/safe-redirect";

/**
 * The typed client of the festival API, and the one policy for its answers (ARCHITECTURE.md "Sessions and auth").
 * Every answer is parsed with the contract's schema and every call has the configured timeout. Then:
 *
 * - a 401 on a call made with the user's token ends the session: a page view goes on as a visitor (the same page
 *   again), while a protected page (a client made by a route guard) and an action, which needed the user, go to
 *   log in and back;
 * - 403 'Your email address is not verified.' / 'Twój numer telefonu nie został zweryfikowany' (spec §8) sends the
 *   user to `/verify/mail` / `/verify/sms`, except from the verify pages themselves;
 * - a refusal the call expects (404, 409, 422, 429, busy, another 4xx) is a typed result the route answers;
 * - a timeout, a refused connection, a 5xx, a wrong shape or a refusal the call does not expect is logged here and
 *   then, by the client's `unavailable` mode: thrown as the friendly 503 page (loaders, the default), returned as a
 *   result so an action re-renders its form (status 503), or returned after logging like every refusal, for the
 *   calls spec §8 says are only logged.
 *
 * A call that expects no refusal answers its plain value in a loader; anything else answers a FestivalApiResult.
 */
export type UnavailableMode =
  /** A loader: the festival API's failure is the page's (the root error boundary shows the 503 page). */
  | "throw"
  /** An action: the failure is a result, so the form re-renders with what was typed and a message. */
  | "result"
  /** Spec §8's calls that are only logged (favourite, review, logout): every problem is logged and returned. */
  | "log";

/** What a call answers in a mode, given the refusals it expects. */
export type Answer<Value, Kind extends RefusalKind, Mode extends UnavailableMode> = Mode extends "throw"
  ? [Kind] extends [never]
    ? Value
    : FestivalApiResult<Value, FestivalApiRefusal<Kind>>
  : FestivalApiResult<Value, FestivalApiRefusal<Kind> | FestivalApiUnavailable>;

export interface FestivalApiOptions<Mode extends UnavailableMode> {
  unavailable?: Mode;
  /** Made by a route guard: a dead token sends the user to log in and back, never on as a visitor. */
  protectedPage?: boolean;
  /** Where a dead token returns to, when not the request's own page (an action posted to a resource route). */
  returnTo?: string;
}

type Method = "GET" | "POST" | "DELETE";

interface Call<Schema extends z.ZodType, Kind extends RefusalKind> {
  path: string;
  method?: Method;
  body?: unknown;
  schema: Schema;
  /** The refusals this call answers as results; any other is a failure of the festival API. */
  refusals: readonly Kind[];
  /**
   * What the answer's body is read as: JSON by the schema (the default), the HTML of a legal page, or nothing at
   * all when the call's answer is its status (the spec shows no payload): a 204, an empty body or any JSON is done,
   * while a page of HTML (a proxy's, or a website where the festival API should be) is no answer.
   */
  readBodyAs?: "json" | "html" | "status";
  /** A 401 is this call's own answer, not a dead session (logout: the token is gone, which is what was asked). */
  unauthorizedIsAnswer?: boolean;
}

/** Who is calling, and how their failures are answered. */
interface Caller<Mode extends UnavailableMode> {
  config: PortalConfig;
  clientAddress: string;
  /** Aborts the call when the visitor goes away. */
  signal?: AbortSignal;
  /** The request and load context of a loader or action: absent for the shared list, which has no user. */
  args?: { request: Request; context: AppLoadContext };
  session: UserSession | null;
  mode: Mode;
  protectedPage: boolean;
  returnTo?: string;
}

/** Raw: the answer before the policy, a value, an error answer, or no usable answer at all. */
type Exchange<Value> =
  | { kind: "value"; value: Value }
  | { kind: "error-answer"; status: number; payload: unknown; headers: Headers }
  | { kind: "no-answer"; detail: string };

const unavailablePageText = "The festival API is unavailable";

/** A call whose answer is its status: its body is read as nothing, and its value is nothing. */
const statusAnswer = { schema: z.unknown().transform(() => undefined), readBodyAs: "status" } as const;

/**
 * A list of events read one by one: an event the contract cannot read (a date written some other way, a field of
 * another kind) is left out, and the others are listed; one line of the log says how many, which, and why the first.
 * Read as one, a single odd event made the whole list, and every page showing it, the 503 page. With
 * `noneReadableIsNoAnswer` (the festival's list), a list of which no event reads is no answer at all (the 503 page),
 * not an empty festival the page cache could keep; a user's own short list may well hold one event only.
 */
function eventsReadOneByOne(path: string, { noneReadableIsNoAnswer }: { noneReadableIsNoAnswer: boolean }) {
  return z.object({ data: z.array(z.unknown()) }).transform(({ data }, context): Event[] => {
    const events: Event[] = [];
    const unreadable: { id: unknown; issue: z.core.$ZodIssue }[] = [];
    for (const item of data) {
      const event = eventSchema.safeParse(item);
      if (event.success) events.push(event.data);
      else unreadable.push({ id: typeof item === "object" && item !== null && "id" in item ? item.id : undefined, issue: event.error.issues[0] });
    }
    if (unreadable.length === 0) return events;
    const [{ issue }] = unreadable;
    const ids = unreadable.slice(0, 5).map(({ id }) => JSON.stringify(id ?? null)).join(", ") + (unreadable.length > 5 ? ", …" : "");
    const why = `${issue.path.join(".") || "(the event)"}: ${issue.message}`;
    if (events.length === 0 && noneReadableIsNoAnswer) {
      context.addIssue({ code: "custom", message: `none of its ${data.length} events can be read (ids ${ids}; ${why})` });
      return z.NEVER;
    }
    console.error(`Festival API: GET ${path} lists ${unreadable.length} of ${data.length} events the portal cannot read, left out (ids ${ids}; the first's ${why})`);
    return events;
  });
}

function createFestivalApi<Mode extends UnavailableMode>(caller: Caller<Mode>) {
  const { config } = caller;
  const token = caller.session?.token;

  async function exchange<Schema extends z.ZodType>(call: Call<Schema, RefusalKind>): Promise<Exchange<z.infer<Schema>>> {
    const method = call.method ?? "GET";
    const signals = [AbortSignal.timeout(config.festivalApi.timeoutMs)];
    if (caller.signal) signals.push(caller.signal);
    const headers: Record<string, string> = { Accept: "application/json", "X-Forwarded-For": caller.clientAddress };
    if (token) headers.Authorization = `Bearer ${token}`;
    if (call.body !== undefined) headers["Content-Type"] = "application/json";
    const what = `${method} ${call.path}`;
    let response: Response;
    try {
      response = await fetch(`${config.festivalApi.url}${call.path}`, {
        method,
        headers,
        body: call.body === undefined ? undefined : JSON.stringify(call.body),
        signal: AbortSignal.any(signals),
      });
    } catch (error) {
      const timedOut = error instanceof DOMException && error.name === "TimeoutError";
      return { kind: "no-answer", detail: timedOut ? `${what} timed out` : `${what} failed: ${String(error)}` };
    }
    if (!response.ok) {
      return { kind: "error-answer", status: response.status, payload: await response.json().catch(() => undefined), headers: response.headers };
    }
    const type = response.headers.get("Content-Type") ?? "";
    const readBodyAs = call.readBodyAs ?? "json";
    if (readBodyAs === "html" && !type.includes("text/html")) {
      await response.body?.cancel();
      return { kind: "no-answer", detail: `${what} answered ${type || "no content type"}, not HTML` };
    }
    // The timeout and the visitor's signal cover the body too: a body cut off or stalled is no answer either.
    let body: unknown;
    try {
      if (readBodyAs === "status") {
        if (response.status === 204 || /\bjson\b/i.test(type)) await response.body?.cancel();
        else if ((await response.text()).trim() !== "") {
          return { kind: "no-answer", detail: `${what} answered ${response.status} with ${type || "no content type"}, not JSON` };
        }
      } else {
        body = readBodyAs === "html" ? await response.text() : await response.json();
      }
    } catch (error) {
      return { kind: "no-answer", detail: `${what} answered a body that could not be read: ${String(error)}` };
    }
    const parsed = call.schema.safeParse(body);
    if (!parsed.success) return { kind: "no-answer", detail: `${what} answered an unexpected shape: ${z.prettifyError(parsed.error).replaceAll("\n", " ")}` };
    return { kind: "value", value: parsed.data };
  }

  /**
   * A dead token: the session ends, and the user goes on as a visitor or to log in and back. The login page then
   * says why the user is there, and after a form that what they sent was not saved.
   */
  async function endSession(args: { request: Request; context: AppLoadContext }): Promise<never> {
    const page = caller.returnTo ?? currentPathOf(args.request);
    const isAction = args.request.method !== "GET" && args.request.method !== "HEAD";
    const ended = { headers: { "Set-Cookie": await destroyedSessionCookie(args.request, args.context) } };
    if (!caller.protectedPage && !isAction) throw pageRedirect(args.request, page, ended);
    const t = translatorFor(await languageOf(args.request), "common");
    const text = t(isAction ? "errors.sessionEndedUnsaved" : "errors.sessionEnded");
    throw await redirectWithMessage(args.request, args.context, loginReturningTo(page), { kind: "error", text }, ended);
  }

  function unavailable(detail: string): FestivalApiUnavailable {
    // A visitor who leaves (closes the tab, or navigates on before a data request ends, which Remix then aborts)
    // aborts the call with their request: nothing is wrong with the festival API, and nobody reads the answer.
    if (!caller.signal?.aborted) console.error(`Festival API unavailable: ${detail}`);
    // Thrown data, not a Response: the shared list's load is awaited by many requests, and a body reads once.
    if (caller.mode === "throw") throw data(unavailablePageText, { status: 503 });
    return { kind: "unavailable", status: 503, detail };
  }

  /**
   * The policy for an error answer: a dead token and an unverified account are thrown as redirects; a refusal
   * the call expects is its result; anything else is the festival API failing.
   */
  async function problemOf<Kind extends RefusalKind>(
    call: Call<z.ZodType, Kind>,
    answer: Extract<Exchange<unknown>, { kind: "error-answer" }>,
  ): Promise<FestivalApiRefusal<Kind> | FestivalApiUnavailable> {
    const what = `${call.method ?? "GET"} ${call.path}`;
    const refusal = refusalOf(answer.status, answer.payload, answer.headers);
    if (caller.args && token && answer.status === 401 && !call.unauthorizedIsAnswer) await endSession(caller.args);
    if (caller.args && answer.status === 403 && !isVerifyPath(new URL(caller.args.request.url).pathname)) {
      if (refusal?.code === "email_not_verified") throw pageRedirect(caller.args.request, verifyEmailPath);
      if (refusal?.code === "phone_not_verified") throw pageRedirect(caller.args.request, verifyPhonePath);
    }
    if (!refusal || !(call.refusals as readonly RefusalKind[]).includes(refusal.kind)) {
      return unavailable(`${what} answered ${answer.status}${refusal?.message ? `: ${refusal.message}` : ""}`);
    }
    if (caller.mode === "log") console.error(`Festival API refused ${what} (${refusal.status}): ${refusal.message ?? "no message"}`);
    return refusal as FestivalApiRefusal<Kind>;
  }

  async function send<Schema extends z.ZodType, Kind extends RefusalKind>(call: Call<Schema, Kind>): Promise<Answer<z.infer<Schema>, Kind, Mode>> {
    const outcome = await exchange(call);
    if (outcome.kind === "value") {
      // In a loader, a call without refusals of its own answers its plain value (its failures are thrown).
      const plainValue = caller.mode === "throw" && call.refusals.length === 0;
      return (plainValue ? outcome.value : { ok: true, value: outcome.value }) as Answer<z.infer<Schema>, Kind, Mode>;
    }
    const problem = outcome.kind === "no-answer" ? unavailable(outcome.detail) : await problemOf(call, outcome);
    return { ok: false, problem } as Answer<z.infer<Schema>, Kind, Mode>;
  }

  const none = [] as const;
  const notFound = ["not-found"] as const;
  const refused = ["refused"] as const;
  const profileCall = { path: apiPaths.profile(), schema: userResponseSchema.transform((answer) => answer.data) };
  const eventList = (path: string, { shared = false } = {}) => ({ path, schema: eventsReadOneByOne(path, { noneReadableIsNoAnswer: shared }) });

  return {
    /** Whether calls carry a signed-in user's token (the shared list's client never does). */
    signedIn: token !== undefined,
    events: (language: EventLanguage) => send({ ...eventList(apiPaths.events(language), { shared: true }), refusals: none }),
    filters: () => send({ path: apiPaths.filters(), schema: filtersResponseSchema.transform((answer) => answer.data), refusals: none }),
    event: (id: number, language: EventLanguage) =>
      send({ path: `${apiPaths.event(id)}?lang=${language}`, schema: eventResponseSchema.transform((answer) => answer.data), refusals: notFound }),
    subscribe: (eventId: number) => send({ path: apiPaths.subscribe(eventId), method: "POST", ...statusAnswer, refusals: everyRefusalKind }),
    setFavourite: (eventId: number, favourite: boolean) =>
      send({ path: apiPaths.favourite(eventId), method: favourite ? "POST" : "DELETE", ...statusAnswer, refusals: everyRefusalKind }),
    /** Cancels the caller's reservation and its extra participants; 409 `not_subscribed` when there is none. */
    unsubscribe: (eventId: number) => send({ path: apiPaths.unsubscribe(eventId), method: "POST", ...statusAnswer, refusals: everyRefusalKind }),
    /** The caller's extra participants of an event (spec §3 "Additional participant"). */
    participants: (eventId: number) =>
      send({ path: apiPaths.participants(eventId), schema: participantListResponseSchema.transform((answer) => answer.data), refusals: none }),
    addParticipant: (eventId: number, payload: ParticipantPayload) =>
      send({ path: apiPaths.participants(eventId), method: "POST", body: payload, schema: participantResponseSchema.transform((answer) => answer.data), refusals: everyRefusalKind }),
    removeParticipant: (participantId: number) =>
      send({ path: apiPaths.participant(participantId), method: "DELETE", ...statusAnswer, refusals: everyRefusalKind }),
    /** An event's reviews; the caller's own is the first when the event says `isRated` (spec §7). */
    reviews: (eventId: number) =>
      send({ path: apiPaths.reviews(eventId), schema: reviewListResponseSchema.transform((answer) => answer.data), refusals: notFound }),
    addReview: (eventId: number, payload: ReviewPayload) =>
      send({ path: apiPaths.reviews(eventId), method: "POST", body: payload, schema: reviewResponseSchema.transform((answer) => answer.data), refusals: everyRefusalKind }),
    editReview: (reviewId: number, payload: ReviewPayload) =>
      send({ path: apiPaths.reviewEdit(reviewId), method: "POST", body: payload, schema: reviewResponseSchema.transform((answer) => answer.data), refusals: everyRefusalKind }),
    deleteReview: (reviewId: number) => send({ path: apiPaths.review(reviewId), method: "DELETE", ...statusAnswer, refusals: everyRefusalKind }),
    legalPage: (page: LegalPage, language: EventLanguage) =>
      send({ path: apiPaths.legalPage(page, language), schema: z.string(), readBodyAs: "html", refusals: notFound }),
    /** The caller's sign-ups (spec §7 get-user-events) and favourites, each with the caller's flags. */
    userEvents: (language: EventLanguage) => send({ ...eventList(`${apiPaths.userEvents()}?lang=${language}`), refusals: none }),
    /** Spec §7: of the favourites list's entries, those with `favourite` set. */
    favourites: (language: EventLanguage) => {
      const { path, schema } = eventList(`${apiPaths.favourites()}?lang=${language}`);
      return send({ path, schema: schema.transform((events) => events.filter((event) => event.favourite)), refusals: none });
    },
    /** The caller's profile (spec §7 get-data). */
    profile: () => send({ ...profileCall, refusals: none }),
    /**
     * The same on a verify page, where the festival API refuses it (403) while the e-mail is still unverified: that
     * refusal answers the question the page asks, not a failure of the festival API.
     */
    profileWhileVerifying: () => send({ ...profileCall, refusals: refused }),
    /** Sent without a token, so its 401 (a wrong password) is an ordinary refusal. */
    login: (payload: LoginPayload) =>
      send({
        path: apiPaths.login(),
        method: "POST",
        body: payload,
        schema: authResponseSchema.transform(({ token, data: user }) => ({ token, user })),
        refusals: everyRefusalKind,
      }),
    /** Revokes the caller's token. */
    logout: () => send({ path: apiPaths.logout(), ...statusAnswer, refusals: everyRefusalKind, unauthorizedIsAnswer: true }),

    // The account calls of spec §7 (issue #10). Those sent without a token answer a 401 as an ordinary refusal.
    register: (payload: RegisterPayload) =>
      send({ path: apiPaths.register(), method: "POST", body: payload, schema: userResponseSchema.transform((answer) => answer.data), refusals: everyRefusalKind }),
    /** The e-mail link: the first use signs in (a token); a later one is refused 409 `already_verified`. */
    verifyEmail: (query: VerifyEmailQuery) =>
      send({
        path: `${apiPaths.verifyEmail()}?${new URLSearchParams(Object.entries(query).filter((entry): entry is [string, string] => typeof entry[1] === "string"))}`,
        schema: authResponseSchema.transform(({ token, data: user }) => ({ token, user })),
        refusals: everyRefusalKind,
      }),
    resendVerificationEmail: (payload: EmailPayload) =>
      send({ path: apiPaths.verifyEmailResend(), method: "POST", body: payload, ...statusAnswer, refusals: everyRefusalKind }),
    verifyPhone: (payload: VerifyPhonePayload) =>
      send({ path: apiPaths.verifyPhone(), method: "POST", body: payload, schema: userResponseSchema.transform((answer) => answer.data), refusals: everyRefusalKind }),
    /** Sends a new code; while the phone is unverified, a different number moves the account to it. */
    resendSmsCode: (payload: PhonePayload) =>
      send({ path: apiPaths.verifyPhoneResend(), method: "POST", body: payload, ...statusAnswer, refusals: everyRefusalKind }),
    /** Answers the same for known and unknown addresses (no account enumeration). */
    remindPassword: (payload: EmailPayload) =>
      send({ path: apiPaths.passwordRemind(), method: "POST", body: payload, ...statusAnswer, refusals: everyRefusalKind }),
    /** Sets the new password and signs in (spec §7). */
    resetPassword: (payload: PasswordResetPayload) =>
      send({
        path: apiPaths.passwordReset(),
        method: "POST",
        body: payload,
        schema: authResponseSchema.transform(({ token, data: user }) => ({ token, user })),
        refusals: everyRefusalKind,
      }),
    changePassword: (payload: PasswordChangePayload) =>
      send({ path: apiPaths.passwordChange(), method: "POST", body: payload, ...statusAnswer, refusals: everyRefusalKind }),
    changeData: (payload: ChangeDataPayload) =>
      send({ path: apiPaths.changeData(), method: "POST", body: payload, schema: userResponseSchema.transform((answer) => answer.data), refusals: everyRefusalKind }),
    /** Our extension (RODO): frees the user's seats and removes their data; the token ends with it. */
    deleteAccount: () => send({ path: apiPaths.account(), method: "DELETE", ...statusAnswer, refusals: everyRefusalKind }),
    /**
     * The messages the festival API wrote (its `/outbox` listing, newest first): served by the portal only in the
     * demo (app/outbox/outbox-view.server.ts); a festival API that does not list them answers 404.
     */
    outbox: () => send({ path: apiPaths.outbox(), schema: outboxListResponseSchema.transform((answer) => answer.data), refusals: notFound }),
  };
}

export type FestivalApi<Mode extends UnavailableMode = "throw"> = ReturnType<typeof createFestivalApi<Mode>>;

/**
 * The client for a loader or action: the signed-in user's token read from the session, the visitor's address from
 * server.ts, aborted with the request. Loaders take the default mode; actions say `{ unavailable: "result" }`.
 */
export async function festivalApiFor<Mode extends UnavailableMode = "throw">(
  args: { request: Request; context: AppLoadContext },
  options: FestivalApiOptions<Mode> = {},
): Promise<FestivalApi<Mode>> {
  return createFestivalApi({
    config: args.context.config,
    clientAddress: args.context.clientAddress,
    signal: args.request.signal,
    args,
    session: await userSessionOf(args.request, args.context),
    mode: options.unavailable ?? ("throw" as Mode),
    protectedPage: options.protectedPage ?? false,
    returnTo: options.returnTo,
  });
}

/**
 * The client of a session the request does not carry: a token the festival API has just issued, used for a call
 * before it is dropped. Its 401 never ends the request's own session; every problem is logged and returned.
 */
export function festivalApiOfIssuedSession(args: { request: Request; context: AppLoadContext }, session: UserSession): FestivalApi<"log"> {
  return createFestivalApi({
    config: args.context.config,
    clientAddress: args.context.clientAddress,
    signal: args.request.signal,
    session,
    mode: "log",
    protectedPage: false,
  });
}

/**
 * The client for answers every visitor shares (the cached list and filters): no user's token, and no visitor's
 * abort signal, since one visitor leaving must not abort the load others wait for.
 */
export function sharedFestivalApi(context: AppLoadContext): FestivalApi {
  return createFestivalApi({ config: context.config, clientAddress: context.clientAddress, session: null, mode: "throw", protectedPage: false });
}
