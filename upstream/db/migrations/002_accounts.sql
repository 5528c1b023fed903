-- Accounts, sessions and everything a user owns (issue 3).
CREATE TABLE users (
  id                serial PRIMARY KEY,
  name              text NOT NULL,
  email             text NOT NULL,
  phone             text NOT NULL,
  city              text NOT NULL,
  birth_year        integer NOT NULL,
  password_hash     text NOT NULL,
  email_verified_at timestamptz,
  phone_verified_at timestamptz,
  created_at        timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_email_unique ON users (lower(email));
CREATE UNIQUE INDEX users_phone_unique ON users (phone);

-- Bearer tokens, stored as SHA-256 so a database leak does not leak sessions.
CREATE TABLE access_tokens (
  token_hash   text PRIMARY KEY,
  user_id      integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at   timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX access_tokens_user ON access_tokens (user_id);

CREATE TABLE registrations (
  id         serial PRIMARY KEY,
  event_id   integer NOT NULL REFERENCES events(id),
  user_id    integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (event_id, user_id)
);
CREATE INDEX registrations_user ON registrations (user_id);

CREATE TABLE participants (
  id              serial PRIMARY KEY,
  registration_id integer NOT NULL REFERENCES registrations(id) ON DELETE CASCADE,
  name            text NOT NULL,
  created_at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX participants_registration ON participants (registration_id);

CREATE TABLE favourites (
  user_id    integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  event_id   integer NOT NULL REFERENCES events(id),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, event_id)
);

CREATE TABLE reviews (
  id         serial PRIMARY KEY,
  event_id   integer NOT NULL REFERENCES events(id),
  user_id    integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  rating     integer NOT NULL CHECK (rating BETWEEN 1 AND 5),
  content    text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (event_id, user_id)
);

CREATE TABLE sms_codes (
  user_id    integer PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  code_hash  text NOT NULL,
  expires_at timestamptz NOT NULL,
  attempts   integer NOT NULL DEFAULT 0,
  sent_at    timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE password_resets (
  token_hash text PRIMARY KEY,
  user_id    integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  used_at    timestamptz
);

-- Fixed-window counters of the throttles, in the database so that every API instance shares them.
CREATE TABLE throttle_hits (
  bucket       text NOT NULL,
  window_start timestamptz NOT NULL,
  hits         integer NOT NULL DEFAULT 0,
  PRIMARY KEY (bucket, window_start)
);

-- The transactional outbox: written with the change that causes the message, drained by the sender.
CREATE TABLE outbox (
  id              serial PRIMARY KEY,
  channel         text NOT NULL CHECK (channel IN ('email', 'sms')),
  recipient       text NOT NULL,
  subject         text NOT NULL DEFAULT '',
  body            text NOT NULL,
  created_at      timestamptz NOT NULL DEFAULT now(),
  attempts        integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  sent_at         timestamptz,
  last_error      text
);
CREATE INDEX outbox_pending ON outbox (next_attempt_at) WHERE sent_at IS NULL;
