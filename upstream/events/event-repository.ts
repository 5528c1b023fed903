import type { Event, EventLanguage } from "../../contract/event";
import { blocksSignUp, visitorRegistrationStateOf } from "../../contract/registration-state";
import type { Queryable } from "../db/database";
import { toWarsawIso } from "../../contract/warsaw-time";

interface EventRow {
  id: number;
  name: string;
  description: string;
  date_start: Date;
  date_end: Date;
  localization: string;
  organiser_id: number;
  organiser_name: string;
  organiser_logo: string | null;
  miniatura: string | null;
  gallery: string[];
  regulamin: string | null;
  map: string | null;
  price: number;
  tutor: string | null;
  type: string;
  age_group: string[];
  person_limit: number;
  users_count: number;
  available_to: Date | null;
  checkboxes: string | null;
  payment_gate: string | null;
  max_participants: number;
  registration_required: boolean;
  msg_error: string | null;
  msg_info: string | null;
  msg_success: string | null;
  subscribed: boolean;
  favourite: boolean;
  is_rated: boolean;
  /** The time slots of the event's group, as JSON (timestamps as text). */
  slots: SlotJson[];
}

interface SlotJson {
  id: number;
  date_start: string;
  date_end: string;
}

/** Which events to load: every one, one by id, or those a user registered for or favourited. */
export type EventSelection =
  | { kind: "all" }
  | { kind: "one"; eventId: number }
  | { kind: "registered"; userId: number }
  | { kind: "favourites"; userId: number };

function whereClause(selection: EventSelection): { sql: string; param: number | null } {
  switch (selection.kind) {
    case "all":
      return { sql: "TRUE", param: null };
    case "one":
      return { sql: "e.id = $3", param: selection.eventId };
    case "registered":
      return { sql: "EXISTS (SELECT 1 FROM registrations r WHERE r.event_id = e.id AND r.user_id = $3)", param: selection.userId };
    case "favourites":
      return { sql: "EXISTS (SELECT 1 FROM favourites f WHERE f.event_id = e.id AND f.user_id = $3)", param: selection.userId };
  }
}

/**
 * Loads events in the given language with the caller's own flags (subscribed, favourite, isRated) when
 * `userId` is set, and the time slots of their groups, in one query.
 */
export async function loadEvents(
  db: Queryable,
  lang: EventLanguage,
  userId: number | null,
  selection: EventSelection,
): Promise<Event[]> {
  const where = whereClause(selection);
  const params: unknown[] = [lang, userId];
  if (where.param !== null) params.push(where.param);
  const rows = await db.query<EventRow>(
    `SELECT e.id,
            CASE WHEN $1 = 'en' THEN e.name_en ELSE e.name_pl END AS name,
            CASE WHEN $1 = 'en' THEN e.description_en ELSE e.description_pl END AS description,
            e.date_start, e.date_end, e.localization, o.id AS organiser_id, o.name AS organiser_name,
            o.logo AS organiser_logo, e.miniatura, e.gallery, e.regulamin, e.map, e.price::float8 AS price, e.tutor,
            e.type, e.age_group, e.person_limit, e.users_count, e.available_to, e.checkboxes, e.payment_gate,
            e.max_participants, e.registration_required, e.msg_error, e.msg_info, e.msg_success,
            EXISTS (SELECT 1 FROM registrations r WHERE r.event_id = e.id AND r.user_id = $2) AS subscribed,
            EXISTS (SELECT 1 FROM favourites f WHERE f.event_id = e.id AND f.user_id = $2) AS favourite,
            EXISTS (SELECT 1 FROM reviews v WHERE v.event_id = e.id AND v.user_id = $2) AS is_rated,
            (SELECT json_agg(json_build_object('id', s.id, 'date_start', s.date_start, 'date_end', s.date_end)
                             ORDER BY s.date_start, s.id)
               FROM events s WHERE s.slot_group = e.slot_group) AS slots
       FROM events e JOIN organisers o ON o.id = e.organiser_id
      WHERE ${where.sql}
      ORDER BY e.date_start, e.id`,
    params,
  );
  const now = new Date();
  return rows.map((row) => toEvent(row, now));
}

export async function loadEvent(db: Queryable, lang: EventLanguage, userId: number | null, eventId: number) {
  const [event] = await loadEvents(db, lang, userId, { kind: "one", eventId });
  return event;
}

function toEvent(row: EventRow, now: Date): Event {
  const slots = row.slots.map((slot) => ({ id: slot.id, date_start: new Date(slot.date_start), date_end: new Date(slot.date_end) }));
  const lastEnd = slots.reduce((last, slot) => (slot.date_end > last ? slot.date_end : last), row.date_end);
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    date_start: toWarsawIso(row.date_start),
    date_end: toWarsawIso(row.date_end),
    date_end_last: toWarsawIso(lastEnd),
    event_dates: slots.map((slot) => ({
      id: slot.id,
      date_start: toWarsawIso(slot.date_start),
      date_end: toWarsawIso(slot.date_end),
    })),
    localization: row.localization,
    app_organizational_id: row.organiser_id,
    app_organizational_name: row.organiser_name,
    app_organizational_logo: row.organiser_logo,
    miniatura: row.miniatura,
    gallery: row.gallery,
    regulamin: row.regulamin,
    map: row.map,
    price: row.price,
    tutor: row.tutor,
    type: row.type,
    age_group: row.age_group,
    person_limit: row.person_limit,
    users_count: row.users_count,
    available_to: row.available_to ? toWarsawIso(row.available_to) : null,
    subscribed: row.subscribed,
    favourite: row.favourite,
    // Sign-up is not possible for a visitor: full, or closed by time (the same rule the sign-up checks), or
    // the event takes no registrations. A portal that knows `registration_required` decides `not-required`
    // first and does not dim it; one that does not shows 'registration unavailable' and offers no form.
    is_unavailable: !row.registration_required || blocksSignUp(visitorRegistrationStateOf(row, now)),
    isRated: row.is_rated,
    checkboxes: row.checkboxes,
    payment_gate: row.payment_gate,
    max_participants: row.max_participants,
    registration_required: row.registration_required,
    msg_error: row.msg_error,
    msg_info: row.msg_info,
    msg_success: row.msg_success,
    time_start: Math.floor(row.date_start.getTime() / 1000),
  };
}
