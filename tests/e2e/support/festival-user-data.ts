import { eventListResponseSchema, type Event } from "#contract/event";
import { participantListResponseSchema, participantResponseSchema } from "#contract/participant";
import { apiPaths } from "#contract/paths";
import { registrationStateOf } from "#contract/registration-state";
import { festivalApiReviewListResponseSchema } from "#contract/review";
import { authResponseSchema } from "#contract/user";
import { festivalEvents } from "../event-data";
import { e2eFestivalApiUrl } from "./e2e-env";
import { createVerifiedUser, e2eDatabase } from "./festival-fixtures";

/**
 * What a user keeps in the festival API, read through the festival API's own calls, so a test can prove that a
 * run of requests changed none of it: the events signed up for, the favourites, the extra participants and the
 * user's own reviews. Only what the user owns: seat counts and other people's reviews change with every other
 * test of the run.
 */
export interface FestivalUserData {
  registrations: number[];
  favourites: number[];
  participants: Record<number, { id: number; name: string }[]>;
  reviews: Record<number, { id: number; rating: number; content: string }[]>;
}

/** The ids of what a user owns, for requests that name another user's things. */
export interface OwnedIds {
  events: number[];
  participants: number[];
  reviews: number[];
}

export interface UserWithData {
  email: string;
  password: string;
  /** A bearer token of the user's own, from the festival API's login (not the portal's session). */
  token: string;
  owns: OwnedIds;
}

async function festivalApi(method: "GET" | "POST", path: string, token: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${e2eFestivalApiUrl()}${path}`, {
    method,
    headers: {
      Accept: "application/json",
      Authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { "Content-Type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer: unknown = await response.json();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${JSON.stringify(answer)}`);
  return answer;
}

/** Logs in at the festival API itself, as the portal does for its session, and returns the bearer token. */
export async function festivalApiToken(account: { email: string; password: string }): Promise<string> {
  const response = await fetch(`${e2eFestivalApiUrl()}${apiPaths.login()}`, {
    method: "POST",
    headers: { Accept: "application/json", "Content-Type": "application/json" },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  if (!response.ok) throw new Error(`The festival API refused the login of ${account.email}: ${response.status}`);
  return authResponseSchema.parse(await response.json()).token;
}

export async function festivalUserData(token: string): Promise<FestivalUserData> {
  const [registered, favourites] = await Promise.all([
    festivalApi("GET", apiPaths.userEvents(), token).then((answer) => eventListResponseSchema.parse(answer).data),
    festivalApi("GET", apiPaths.favourites(), token).then((answer) => eventListResponseSchema.parse(answer).data),
  ]);
  const registrations = registered.map((event) => event.id).sort((a, b) => a - b);
  const participants: FestivalUserData["participants"] = {};
  const reviews: FestivalUserData["reviews"] = {};
  await Promise.all(
    registrations.map(async (eventId) => {
      const [eventParticipants, eventReviews] = await Promise.all([
        festivalApi("GET", apiPaths.participants(eventId), token).then((answer) => participantListResponseSchema.parse(answer).data),
        festivalApi("GET", apiPaths.reviews(eventId), token).then((answer) => festivalApiReviewListResponseSchema.parse(answer).data),
      ]);
      participants[eventId] = eventParticipants.map(({ id, name }) => ({ id, name }));
      reviews[eventId] = eventReviews.filter((review) => review.own).map(({ id, rating, content }) => ({ id, rating, content }));
    }),
  );
  return { registrations, favourites: favourites.map((event) => event.id).sort((a, b) => a - b), participants, reviews };
}

/** An event anyone may sign up for without ticking anything or paying, unlimited if the festival has one. */
function openEvent(events: Event[], now: Date): Event {
  const open = events.filter(
    (event) => registrationStateOf(event, now) === "open" && !event.checkboxes && !event.payment_gate,
  );
  const event = open.find((candidate) => candidate.person_limit === 0) ?? open[0];
  if (!event) throw new Error("The E2E festival has no event open for sign-up");
  return event;
}

/**
 * A fresh verified user who owns one of everything a request could name by id: a sign-up with an extra
 * participant, a favourite, and a review of an ended event (the database's, as the festival API takes reviews
 * only after an event; the seat counts are left as they are, so no page of the run changes).
 */
export async function createUserWithData(): Promise<UserWithData> {
  const account = await createVerifiedUser();
  const token = await festivalApiToken(account);
  const now = new Date();
  const events = await festivalEvents();
  const signedUpFor = openEvent(events, now);
  const favourite = events.find((event) => event.id !== signedUpFor.id)!;
  const ended = events.find((event) => new Date(event.date_end) < now);
  if (!ended) throw new Error("The E2E festival has no ended event to review");

  await festivalApi("POST", apiPaths.subscribe(signedUpFor.id), token, {});
  const participant = participantResponseSchema.parse(
    await festivalApi("POST", apiPaths.participants(signedUpFor.id), token, { name: "Anna Nowak" }),
  ).data;
  await festivalApi("POST", apiPaths.favourite(favourite.id), token, {});
  const db = e2eDatabase();
  const [user] = await db.query<{ id: number }>("SELECT id FROM users WHERE email = $1", [account.email]);
  await db.query("INSERT INTO registrations (event_id, user_id) VALUES ($1, $2)", [ended.id, user.id]);
  const [review] = await db.query<{ id: number }>(
    "INSERT INTO reviews (event_id, user_id, rating, content) VALUES ($1, $2, 4, 'Bardzo ciekawe') RETURNING id",
    [ended.id, user.id],
  );
  return {
    email: account.email,
    password: account.password,
    token,
    owns: { events: [signedUpFor.id, favourite.id, ended.id], participants: [participant.id], reviews: [review.id] },
  };
}
