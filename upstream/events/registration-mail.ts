import { CALENDAR_CONTENT_TYPE, eventCalendar, eventPageUrl } from "../../contract/event-calendar";
import type { Queryable } from "../db/database";
import type { FestivalDeps } from "../festival-deps";
import { enqueueMessage } from "../outbox/outbox-writer";
import { formatWarsawTimeRange } from "./warsaw-time";

/** What a confirmation says of the event and whom it goes to. */
interface MailFacts {
  email: string;
  id: number;
  name: string;
  date_start: Date;
  date_end: Date;
  localization: string;
}

async function mailFacts(tx: Queryable, userId: number, eventId: number): Promise<MailFacts> {
  const [facts] = await tx.query<MailFacts>(
    `SELECT u.email, e.id, e.name_pl AS name, e.date_start, e.date_end, e.localization
       FROM users u, events e WHERE u.id = $1 AND e.id = $2`,
    [userId, eventId],
  );
  return facts;
}

/** The event's name, time (Europe/Warsaw), place and page, as both confirmations list them. */
function eventDetails(facts: MailFacts, publicUrl: string): string {
  return (
    `Wydarzenie: ${facts.name}\n` +
    `Termin: ${formatWarsawTimeRange(facts.date_start, facts.date_end)}\n` +
    `Miejsce: ${facts.localization}\n` +
    `Strona wydarzenia: ${eventPageUrl(publicUrl, facts.id)}\n`
  );
}

/**
 * Confirms a sign-up by e-mail, in the transaction that took the seat (so it goes if and only if the seat
 * was taken), with the event as an iCalendar file (the same the portal offers for download).
 */
export async function sendSignUpConfirmation(tx: Queryable, deps: FestivalDeps, userId: number, eventId: number): Promise<void> {
  const facts = await mailFacts(tx, userId, eventId);
  const publicUrl = deps.config.publicUrl;
  await enqueueMessage(
    tx,
    {
      channel: "email",
      to: facts.email,
      subject: `Potwierdzenie zapisu: ${facts.name}`,
      body:
        `Dzień dobry,\n\npotwierdzamy Twój zapis na wydarzenie Bałtyckiego Festiwalu Nauki.\n\n` +
        eventDetails(facts, publicUrl) +
        `\nW załączniku plik kalendarza (.ics) z tym wydarzeniem.\n` +
        `Jeśli nie możesz przyjść, anuluj zapis na stronie wydarzenia, aby zwolnić miejsce innym.\n`,
      attachments: [
        {
          filename: `wydarzenie-${facts.id}.ics`,
          content_type: CALENDAR_CONTENT_TYPE,
          content: eventCalendar([facts], { origin: publicUrl, now: new Date() }),
        },
      ],
    },
    { log: deps.config.logOutbox },
  );
}

/** Confirms a cancellation by e-mail, in the transaction that freed the seats; says the extra participants went too. */
export async function sendCancellationConfirmation(
  tx: Queryable,
  deps: FestivalDeps,
  userId: number,
  eventId: number,
  extraParticipants: number,
): Promise<void> {
  const facts = await mailFacts(tx, userId, eventId);
  const withParticipants = extraParticipants > 0 ? ` razem z dodatkowymi uczestnikami (${extraParticipants})` : "";
  await enqueueMessage(
    tx,
    {
      channel: "email",
      to: facts.email,
      subject: `Anulowano zapis: ${facts.name}`,
      body:
        `Dzień dobry,\n\nTwój zapis na wydarzenie Bałtyckiego Festiwalu Nauki został anulowany${withParticipants}.\n\n` +
        eventDetails(facts, deps.config.publicUrl) +
        `\nJeśli to pomyłka, zapisz się ponownie na stronie wydarzenia, o ile są jeszcze wolne miejsca.\n`,
    },
    { log: deps.config.logOutbox },
  );
}
