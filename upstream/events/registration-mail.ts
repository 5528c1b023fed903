import { CALENDAR_CONTENT_TYPE, eventCalendar, eventPageUrl } from "../../contract/event-calendar";
import type { Queryable } from "../db/database";
import type { FestivalDeps } from "../festival-deps";
import { enqueueMessage, type MessageAttachment } from "../outbox/outbox-writer";
import { formatPrice } from "../../contract/price";
import { intlLocale } from "../../contract/festival-time";
import { formatWarsawTimeRange } from "./warsaw-time";

/** What a confirmation says of the event and whom it goes to. */
interface MailFacts {
  email: string;
  id: number;
  name: string;
  name_en: string;
  date_start: Date;
  date_end: Date;
  localization: string;
  price: number;
}

async function mailFacts(tx: Queryable, userId: number, eventId: number): Promise<MailFacts> {
  const [facts] = await tx.query<MailFacts>(
    `SELECT u.email, e.id, e.name_pl AS name, e.name_en, e.date_start, e.date_end, e.localization, e.price::float8 AS price
       FROM users u, events e WHERE u.id = $1 AND e.id = $2`,
    [userId, eventId],
  );
  return facts;
}

type Language = "pl" | "en";
/** A text of a confirmation in both languages: the festival API does not know which one the user reads. */
type Bilingual = Record<Language, string>;

const detailLabels: Record<Language, { event: string; when: string; where: string; price: string; free: string; page: string; greeting: string }> = {
  pl: { event: "Wydarzenie", when: "Termin", where: "Miejsce", price: "Cena", free: "wstęp wolny", page: "Strona wydarzenia", greeting: "Dzień dobry," },
  en: { event: "Event", when: "When", where: "Where", price: "Price", free: "free entry", page: "Event page", greeting: "Hello," },
};

/** The event's name, time (Europe/Warsaw), place, price (as the event page writes it) and page, as both confirmations list them. */
function eventDetails(facts: MailFacts, publicUrl: string, language: Language): string {
  const label = detailLabels[language];
  return (
    `${label.event}: ${language === "en" ? facts.name_en : facts.name}\n` +
    `${label.when}: ${formatWarsawTimeRange(facts.date_start, facts.date_end, language)}\n` +
    `${label.where}: ${facts.localization}\n` +
    `${label.price}: ${facts.price > 0 ? formatPrice(facts.price, intlLocale[language]) : label.free}\n` +
    `${label.page}: ${eventPageUrl(publicUrl, facts.id)}\n`
  );
}

/** What one confirmation says around the event's details: what happened, and what the user can do next. */
interface RegistrationMail {
  subject: Bilingual;
  happened: Bilingual;
  next: Bilingual;
  attachments?: MessageAttachment[];
}

/** A confirmation to the user, in Polish, then in English: a greeting, what happened, the event, what to do next. */
async function enqueueRegistrationMail(tx: Queryable, deps: FestivalDeps, facts: MailFacts, mail: RegistrationMail): Promise<void> {
  const part = (language: Language) =>
    `${detailLabels[language].greeting}\n\n${mail.happened[language]}\n\n` + eventDetails(facts, deps.config.publicUrl, language) + `\n${mail.next[language]}\n`;
  await enqueueMessage(
    tx,
    {
      channel: "email",
      to: facts.email,
      subject: `${mail.subject.pl} / ${mail.subject.en}`,
      body: `${part("pl")}\n---\n\n${part("en")}`,
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
    subject: { pl: `Potwierdzenie zapisu: ${facts.name}`, en: `Sign-up confirmed: ${facts.name_en}` },
    happened: {
      pl: "potwierdzamy Twój zapis na wydarzenie Bałtyckiego Festiwalu Nauki.",
      en: "This confirms your sign-up for an event of the Baltic Science Festival.",
    },
    next: {
      pl: "W załączniku plik kalendarza (.ics) z tym wydarzeniem.\nJeśli nie możesz przyjść, anuluj rezerwację na stronie wydarzenia (przycisk „Anuluj rezerwację”), aby zwolnić miejsce innym.",
      en: "The calendar file (.ics) of the event is attached.\nIf you cannot come, cancel your reservation on the event's page (the “Cancel reservation” button) to free the seat for others.",
    },
    attachments: [
      {
        filename: `wydarzenie-${facts.id}.ics`,
        content_type: CALENDAR_CONTENT_TYPE,
        content: eventCalendar([facts], { origin: deps.config.publicUrl, now: new Date() }),
      },
    ],
  });
}

/** Who went with the cancelled reservation: its extra participants, if any, in words that agree with their number. */
function withParticipants(count: number): Bilingual {
  if (count === 0) return { pl: "", en: "" };
  if (count === 1) return { pl: " razem z Twoim dodatkowym uczestnikiem", en: ", along with your extra participant" };
  // The Polish instrumental plural is the same for 2–4 and 5 or more.
  return { pl: ` razem z ${count} dodatkowymi uczestnikami`, en: `, along with your ${count} extra participants` };
}

/**
 * Confirms a cancellation by e-mail, in the transaction that freed the seats; says the extra participants went
 * too, and whether signing up again is still possible (not once sign-up has closed, though cancelling is allowed
 * until the event ends).
 */
export async function sendCancellationConfirmation(
  tx: Queryable,
  deps: FestivalDeps,
  userId: number,
  eventId: number,
  { extraParticipants, signUpOpen }: { extraParticipants: number; signUpOpen: boolean },
): Promise<void> {
  const facts = await mailFacts(tx, userId, eventId);
  const went = withParticipants(extraParticipants);
  await enqueueRegistrationMail(tx, deps, facts, {
    subject: { pl: `Anulowano zapis: ${facts.name}`, en: `Sign-up cancelled: ${facts.name_en}` },
    happened: {
      pl: `Twój zapis na wydarzenie Bałtyckiego Festiwalu Nauki został anulowany${went.pl}.`,
      en: `Your sign-up for an event of the Baltic Science Festival has been cancelled${went.en}.`,
    },
    next: signUpOpen
      ? {
          pl: "Jeśli to pomyłka, zapisz się ponownie na stronie wydarzenia, o ile zostały wolne miejsca.",
          en: "If this was a mistake, sign up again on the event's page if there are seats left.",
        }
      : {
          pl: "Zapisy na to wydarzenie są już zamknięte, więc nie można zapisać się ponownie.",
          en: "Sign-up for this event has closed, so you cannot sign up again.",
        },
  });
}
