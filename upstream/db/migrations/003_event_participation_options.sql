-- Per-event participation options of the contract's Event (contract/event.ts).
-- max_participants: extra participants per registration (spec §9: the server states it); 20 is
-- contract/limits.ts MAX_EXTRA_PARTICIPANTS. registration_required false: an event open to everyone without
-- signing up (spec §3 'no-registration-needed flag'); the API refuses sign-ups for it.
ALTER TABLE events
  ADD COLUMN max_participants integer NOT NULL DEFAULT 20 CHECK (max_participants >= 0),
  ADD COLUMN registration_required boolean NOT NULL DEFAULT true;
