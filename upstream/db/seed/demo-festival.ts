import type { Queryable } from "../database";
import {
  demoAgeGroups,
  demoCategories,
  demoCheckboxTexts,
  demoInfoMessages,
  demoOrganisers,
  demoSubjects,
  demoTutors,
} from "./demo-catalogue";
import { SeededRandom } from "./seeded-random";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** How many activities the festival has; with 1-3 time slots each this gives well over 300 events. */
const ACTIVITY_COUNT = 160;

export interface DemoEvent {
  organiserId: number;
  slotGroup: number;
  namePl: string;
  nameEn: string;
  descriptionPl: string;
  descriptionEn: string;
  localization: string;
  dateStart: Date;
  dateEnd: Date;
  miniatura: string | null;
  gallery: string[];
  regulamin: string | null;
  map: string | null;
  price: number;
  tutor: string | null;
  type: string;
  ageGroup: string[];
  personLimit: number;
  seatsReservedOffline: number;
  availableTo: Date | null;
  checkboxes: string | null;
  paymentGate: string | null;
  msgInfo: string | null;
  /** False: open to everyone without signing up (spec §3 'no-registration-needed flag'). */
  registrationRequired: boolean;
}

function describe(subject: { pl: string; en: string }, category: (typeof demoCategories)[number], place: string) {
  return {
    pl:
      `${category.pl} „${subject.pl}” to spotkanie z nauką dla ciekawych świata.\n` +
      `Poprowadzą je naukowcy i edukatorzy, którzy pokażą, jak wygląda prawdziwa praca badawcza.\n` +
      `Miejsce: ${place}.`,
    en:
      `${category.en} "${subject.en}" is a meeting with science for the curious.\n` +
      `It is run by researchers and educators who show what real research work looks like.\n` +
      `Venue: ${place}.`,
  };
}

/**
 * The demo festival relative to `today` (midnight UTC of the seeding day): about a fifth of the activities
 * already ended, the rest spread over the next six weeks. Pure and deterministic for a given day.
 */
export function generateDemoFestival(today: Date): DemoEvent[] {
  const random = new SeededRandom(2026);
  const events: DemoEvent[] = [];
  let imageNumber = 0;
  for (let activity = 1; activity <= ACTIVITY_COUNT; activity++) {
    const organiserId = ((activity - 1) % demoOrganisers.length) + 1;
    const organiser = demoOrganisers[organiserId - 1];
    const subject = random.pick(demoSubjects);
    // Cycle the categories so that every one appears, whatever the generator draws.
    const category = demoCategories[activity % demoCategories.length];
    const room = random.chance(0.5) ? `, sala ${random.int(1, 3)}${random.int(0, 2)}${random.int(1, 9)}` : "";
    const localization = `${organiser.address}${room}`;
    const description = describe(subject, category, localization);
    const ageGroup = [demoAgeGroups[activity % demoAgeGroups.length], ...random.sample(demoAgeGroups, random.int(0, 2))];
    const paid = random.chance(0.35);
    const price = paid ? random.pick([5, 10, 15, 20, 25, 30, 45.5]) : 0;
    const unlimited = random.chance(0.15);
    const personLimit = unlimited ? 0 : random.pick([10, 15, 20, 25, 30, 40, 60]);
    const dayOffset = activity % 5 === 0 ? -random.int(1, 21) : random.int(1, 42);
    const slots = random.int(1, 3);
    const firstHourUtc = random.int(7, 12);
    const durationMinutes = random.pick([45, 60, 90, 120]);
    const checkboxes = random.chance(0.2)
      ? JSON.stringify(random.sample(demoCheckboxTexts, random.int(1, 3)).map((text) => ({ description: text })))
      : null;
    const gallery = Array.from({ length: random.pick([0, 0, 2, 3, 4]) }, () => `/media/events/${++imageNumber}.svg`);
    const thumbnail = random.chance(0.85) ? `/media/events/${++imageNumber}.svg` : null;
    const occupancy = random.next();
    const tutor = random.chance(0.9) ? random.pick(demoTutors) : null;
    const msgInfo = random.chance(0.15) ? random.pick(demoInfoMessages) : null;
    const paymentGate = paid && random.chance(0.4) ? `https://platnosci.example.org/festiwal/${activity}` : null;
    const deadlineKind = random.next();
    // A few free talks two weeks ahead or later need no registration: no seats, no deadline. Decided after
    // the draws, so the rest of the festival stays as it was; far enough ahead that the first events open
    // for sign-up are ordinary ones.
    const registrationRequired = !(price === 0 && !paymentGate && !checkboxes && dayOffset >= 14 && activity % 9 === 0);

    for (let slot = 0; slot < slots; slot++) {
      // Slots of one activity are the same day two and a half hours apart, or on following days.
      const sameDay = slots > 1 && activity % 2 === 0;
      const start = new Date(
        today.getTime() +
          (dayOffset + (sameDay ? 0 : slot)) * DAY +
          (firstHourUtc + (sameDay ? slot * 2.5 : 0)) * HOUR,
      );
      const end = new Date(start.getTime() + durationMinutes * 60_000);
      // Full, nearly full and half-full events; the seats are held by the organiser, not by accounts.
      const reserved =
        personLimit === 0 || !registrationRequired ? 0 : occupancy < 0.12 ? personLimit : occupancy < 0.25 ? personLimit - 1 - slot : Math.floor(personLimit * occupancy * 0.6);
      let availableTo: Date | null = null;
      // Registration already closed (before the seeding day), whenever the event is; or closing an hour before it.
      if (!registrationRequired) availableTo = null;
      else if (deadlineKind < 0.15) availableTo = new Date(today.getTime() - HOUR);
      else if (deadlineKind < 0.3) availableTo = new Date(start.getTime() - HOUR);
      events.push({
        organiserId,
        slotGroup: activity,
        namePl: `${category.pl}: ${subject.pl}`,
        nameEn: `${category.en}: ${subject.en}`,
        descriptionPl: description.pl,
        descriptionEn: description.en,
        localization,
        dateStart: start,
        dateEnd: end,
        miniatura: thumbnail,
        gallery,
        regulamin: random.chance(0.7) ? "/media/docs/regulamin.pdf" : null,
        map: random.chance(0.6) ? `/media/maps/${organiserId}.svg` : null,
        price,
        tutor,
        type: category.pl,
        ageGroup: [...new Set(ageGroup)],
        personLimit: registrationRequired ? personLimit : 0,
        seatsReservedOffline: Math.max(0, reserved),
        availableTo,
        checkboxes,
        paymentGate,
        msgInfo,
        registrationRequired,
      });
    }
  }
  return events;
}

export async function insertDemoFestival(tx: Queryable, today: Date): Promise<number> {
  for (const [index, organiser] of demoOrganisers.entries()) {
    await tx.query(
      `INSERT INTO organisers (id, name, address, coordinates_x, coordinates_y, logo) VALUES ($1, $2, $3, $4, $5, $6)`,
      [index + 1, organiser.name, organiser.address, organiser.latitude, organiser.longitude, `/media/logos/${index + 1}.svg`],
    );
  }
  const events = generateDemoFestival(today);
  for (const event of events) {
    await tx.query(
      `INSERT INTO events (organiser_id, slot_group, name_pl, name_en, description_pl, description_en, localization,
         date_start, date_end, miniatura, gallery, regulamin, map, price, tutor, type, age_group, person_limit,
         seats_reserved_offline, users_count, available_to, checkboxes, payment_gate, msg_info, registration_required)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $19, $20, $21, $22, $23, $24)`,
      [
        event.organiserId, event.slotGroup, event.namePl, event.nameEn, event.descriptionPl, event.descriptionEn,
        event.localization, event.dateStart, event.dateEnd, event.miniatura, JSON.stringify(event.gallery),
        event.regulamin, event.map, event.price, event.tutor, event.type, JSON.stringify(event.ageGroup),
        event.personLimit, event.seatsReservedOffline, event.availableTo, event.checkboxes, event.paymentGate,
        event.msgInfo, event.registrationRequired,
      ],
    );
  }
  return events.length;
}
