import { CALENDAR_CONTENT_TYPE, eventCalendar, eventPageUrl } from "../../contract/event-calendar";
import type { Queryable } from "../db/database";
import type { FestivalDeps } from "../festival-deps";
import { enqueueMessage, type MessageAttachment } from "../outbox/outbox-writer";
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

/** What one confirmation says around the event's details: what happened, and what the user can do next. */
interface RegistrationMail {
  subject: string;
  happened: string;
  next: string;
  attachments?: MessageAttachment[];
}

/** A confirmation to the user: a greeting, what happened, the event's details, what to do next. */
async function enqueueRegistrationMail(tx: Queryable, deps: FestivalDeps, facts: MailFacts, mail: RegistrationMail): Promise<void> {
  await enqueueMessage(
    tx,
    {
      channel: "email",
      to: facts.email,
      subject: mail.subject,
      body: `Dzień dobry,\n\n${mail.happened}\n\n` + eventDetails(facts, deps.config.publicUrl) + `\n${mail.next}\n`,
      attachments: mail.attachments,
    },
    { log: deps.config.logOutbox },
  );
}

/**
 * Confirms a sign-up by e-mail, in the transaction that took the seat (so it goes if and only if the seat
 * was taken), with the event as an iCalendar file (the same the portal offers for download).
 */
export async function sendSignUpConfirmation(tx: Queryable, deps: FestivalDeps, userId: number, eventId: number): Promise<void> {
  const facts = await mailFacts(tx, userId, eventId);
  await enqueueRegistrationMail(tx, deps, facts, {
    subject: `Potwierdzenie zapisu: ${facts.name}`,
    happened: "potwierdzamy Twój zapis na wydarzenie Bałtyckiego Festiwalu Nauki.",
    next:
      "W załączniku plik kalendarza (.ics) z tym wydarzeniem.\n" +
      "Jeśli nie możesz przyjść, anuluj zapis na stronie wydarzenia, aby zwolnić miejsce innym.",
    attachments: [
      {
        filename: `wydarzenie-${facts.id}.ics`,
        content_type: CALENDAR_CONTENT_TYPE,
        content: eventCalendar([facts], { origin: deps.config.publicUrl, now: new Date() }),
      },
    ],
  });
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
  await enqueueRegistrationMail(tx, deps, facts, {
    subject: `Anulowano zapis: ${facts.name}`,
    happened: `Twój zapis na wydarzenie Bałtyckiego Festiwalu Nauki został anulowany${withParticipants}.`,
    next: "Jeśli to pomyłka, zapisz się ponownie na stronie wydarzenia, o ile są jeszcze wolne miejsca.",
  });
}
