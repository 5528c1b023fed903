-- Organisers and their events (spec §3 "Event", "Organiser").
CREATE TABLE organisers (
  id            integer PRIMARY KEY,
  name          text NOT NULL,
  address       text NOT NULL,
  coordinates_x double precision NOT NULL,
  coordinates_y double precision NOT NULL,
  logo          text
);

CREATE TABLE events (
  id             serial PRIMARY KEY,
  organiser_id   integer NOT NULL REFERENCES organisers(id),
  -- Time slots of one activity share a slot group; event_dates lists the group.
  slot_group     integer NOT NULL,
  name_pl        text NOT NULL,
  name_en        text NOT NULL,
  description_pl text NOT NULL,
  description_en text NOT NULL,
  localization   text NOT NULL,
  date_start     timestamptz NOT NULL,
  date_end       timestamptz NOT NULL,
  miniatura      text,
  gallery        jsonb NOT NULL DEFAULT '[]',
  regulamin      text,
  map            text,
  price          numeric(10, 2) NOT NULL DEFAULT 0,
  tutor          text,
  type           text NOT NULL,
  age_group      jsonb NOT NULL DEFAULT '[]',
  person_limit   integer NOT NULL DEFAULT 0 CHECK (person_limit >= 0),
  -- Seats the organiser gave away outside the portal (school groups booked by phone).
  seats_reserved_offline integer NOT NULL DEFAULT 0 CHECK (seats_reserved_offline >= 0),
  -- Denormalised: offline seats + registrations + extra participants, kept by the seat rule in one
  -- conditional UPDATE so that concurrent sign-ups can never push it past person_limit.
  users_count    integer NOT NULL DEFAULT 0 CHECK (users_count >= 0),
  available_to   timestamptz,
  checkboxes     text,
  payment_gate   text,
  msg_error      text,
  msg_info       text,
  msg_success    text,
  CONSTRAINT event_ends_after_start CHECK (date_end > date_start),
  CONSTRAINT seats_within_limit CHECK (person_limit = 0 OR users_count <= person_limit)
);
CREATE INDEX events_slot_group ON events (slot_group);
CREATE INDEX events_date_start ON events (date_start);

-- Values kept by the API itself, e.g. the key that signs e-mail links (generated once, shared by instances).
CREATE TABLE app_settings (
  key   text PRIMARY KEY,
  value text NOT NULL
);
