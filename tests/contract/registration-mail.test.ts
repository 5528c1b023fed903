import { describe, expect, it } from "vitest";
import { outboxListResponseSchema } from "../../contract/outbox";
import { apiPaths } from "../../contract/paths";
import type { MessageAttachment } from "../../upstream/outbox/outbox-writer";
import { call, useTestApi } from "./support/test-api";
import { createEvent, createUser, type FixtureUser } from "../support/festival-fixtures";

const api = useTestApi("contract_registration_mail");

interface StoredMail {
  subject: string;
  body: string;
  attachments: MessageAttachment[];
}

async function mailsTo(user: FixtureUser): Promise<StoredMail[]> {
  return api.db.query<StoredMail>(
    "SELECT subject, body, attachments FROM outbox WHERE recipient = $1 AND channel = 'email' ORDER BY id",
    [user.email],
  );
}

/** An event with a name, place and time worth checking: 12 September 2030, 10:00–12:00 in Warsaw (CEST). */
async function namedEvent(): Promise<number> {
  const eventId = await createEvent(api.db);
  await api.db.query(
    `UPDATE events SET name_pl = 'Chemia, fizyka; i reszta', name_en = 'Chemistry, physics; and the rest', localization = 'Gdańsk, ul. Długa 1',
            date_start = '2030-09-12T08:00:00Z', date_end = '2030-09-12T10:00:00Z'
      WHERE id = $1`,
    [eventId],
  );
  return eventId;
}

describe("confirmation e-mails through the outbox", () => {
  it("name a paid event's price as the event page writes it", async () => {
    const user = await createUser(api.db);
    const eventId = await namedEvent();
    await api.db.query("UPDATE events SET price = 45.5 WHERE id = $1", [eventId]);
    expect((await call(api, "POST", apiPaths.subscribe(eventId), { token: user.token })).status).toBe(200);
    const [mail] = await mailsTo(user);
    expect(mail.body).toContain("Cena: 45,50\u00a0PLN");
    expect(mail.body).toContain("Price: 45.50\u00a0PLN");
  });

  it("confirm a sign-up in Polish and English with the event's name, Warsaw time, place and page, and an .ics file", async () => {
    const user = await createUser(api.db);
    const eventId = await namedEvent();
    expect((await call(api, "POST", apiPaths.subscribe(eventId), { token: user.token })).status).toBe(200);
    const [mail] = await mailsTo(user);
    expect(mail.subject).toBe("Potwierdzenie zapisu: Chemia, fizyka; i reszta / Sign-up confirmed: Chemistry, physics; and the rest");
    expect(mail.body).toContain("potwierdzamy Twój zapis");
    expect(mail.body).toContain("Termin: czwartek, 12 września 2030, 10:00–12:00");
    expect(mail.body).toContain("Miejsce: Gdańsk, ul. Długa 1");
    expect(mail.body).toContain("Cena: wstęp wolny");
    expect(mail.body).toContain("Price: free entry");
    expect(mail.body).toContain(`Strona wydarzenia: http://localhost:3000/event/${eventId}`);
    expect(mail.body).toContain("Hello,\n\nThis confirms your sign-up");
    expect(mail.body).toContain("Event: Chemistry, physics; and the rest");
    expect(mail.body).toContain("When: Thursday, 12 September 2030, 10:00–12:00");
    expect(mail.body).toContain(`Event page: http://localhost:3000/event/${eventId}`);

    expect(mail.attachments).toHaveLength(1);
    const [calendar] = mail.attachments;
    expect(calendar).toMatchObject({ filename: `wydarzenie-${eventId}.ics`, content_type: expect.stringMatching(/^text\/calendar/) });
    const lines = calendar.content.split("\r\n");
    expect(lines).toEqual(
      expect.arrayContaining([
        "BEGIN:VEVENT",
        `UID:event-${eventId}@baltycki-festiwal-nauki`,
        "DTSTART:20300912T080000Z",
        "DTEND:20300912T100000Z",
        "SUMMARY:Chemia\\, fizyka\\; i reszta",
        "LOCATION:Gdańsk\\, ul. Długa 1",
        `URL:http://localhost:3000/event/${eventId}`,
      ]),
    );
    expect(lines.some((line) => /^DTSTAMP:\d{8}T\d{6}Z$/.test(line))).toBe(true);
  });

  it("are not sent again by a repeated sign-up, nor for a refused one", async () => {
    const user = await createUser(api.db);
    const eventId = await namedEvent();
    await call(api, "POST", apiPaths.subscribe(eventId), { token: user.token });
    await call(api, "POST", apiPaths.subscribe(eventId), { token: user.token });
    const full = await createEvent(api.db, { personLimit: 1, seatsTaken: 1 });
    expect((await call(api, "POST", apiPaths.subscribe(full), { token: user.token })).status).toBe(409);
    expect(await mailsTo(user)).toHaveLength(1);
  });

  /** A new user's reservation of a named event with these extra participants, cancelled; and its e-mail. */
  async function cancelledWith(participants: string[], { afterTheDeadline = false } = {}) {
    const user = await createUser(api.db);
    const eventId = await namedEvent();
    await call(api, "POST", apiPaths.subscribe(eventId), { token: user.token });
    for (const name of participants) await call(api, "POST", apiPaths.participants(eventId), { token: user.token, body: { name } });
    if (afterTheDeadline) await api.db.query("UPDATE events SET available_to = now() - interval '1 minute' WHERE id = $1", [eventId]);
    expect((await call(api, "POST", apiPaths.unsubscribe(eventId), { token: user.token })).status).toBe(200);
    return { user, eventId, cancellation: (await mailsTo(user)).at(-1)! };
  }

  it("confirm a cancellation, saying the extra participants went too, without an attachment", async () => {
    const { user, eventId, cancellation } = await cancelledWith(["Anna Nowak", "Piotr Nowak"]);
    expect(cancellation.subject).toBe("Anulowano zapis: Chemia, fizyka; i reszta / Sign-up cancelled: Chemistry, physics; and the rest");
    expect(cancellation.body).toContain("został anulowany razem z 2 dodatkowymi uczestnikami.");
    expect(cancellation.body).toContain("has been cancelled, along with your 2 extra participants.");
    // Sign-up is still open: the user may sign up again.
    expect(cancellation.body).toContain("Jeśli to pomyłka, zapisz się ponownie na stronie wydarzenia, o ile zostały wolne miejsca.");
    expect(cancellation.body).toContain("Termin: czwartek, 12 września 2030, 10:00–12:00");
    expect(cancellation.body).toContain("Miejsce: Gdańsk, ul. Długa 1");
    expect(cancellation.attachments).toEqual([]);
    // A refused cancellation sends nothing.
    expect((await call(api, "POST", apiPaths.unsubscribe(eventId), { token: user.token })).status).toBe(409);
    expect(await mailsTo(user)).toHaveLength(2);
  });

  it("confirm a cancellation after sign-up has closed without offering to sign up again, and name one participant in the singular", async () => {
    // The deadline passes before the cancellation; cancelling stays allowed until the event ends.
    const { cancellation } = await cancelledWith(["Anna Nowak"], { afterTheDeadline: true });
    expect(cancellation.body).toContain("został anulowany razem z Twoim dodatkowym uczestnikiem.");
    expect(cancellation.body).toContain("has been cancelled, along with your extra participant.");
    expect(cancellation.body).toContain("Zapisy na to wydarzenie są już zamknięte, więc nie można zapisać się ponownie.");
    expect(cancellation.body).toContain("Sign-up for this event has closed, so you cannot sign up again.");
    expect(cancellation.body).not.toContain("zapisz się ponownie");
  });

  it("are listed at /outbox with their attachments named", async () => {
    const user = await createUser(api.db);
    await call(api, "POST", apiPaths.subscribe(await namedEvent()), { token: user.token });
    const list = outboxListResponseSchema.parse((await call(api, "GET", apiPaths.outbox())).body).data;
    const mail = list.find((message) => message.to === user.email)!;
    expect(mail.attachments).toEqual([{ filename: expect.stringMatching(/\.ics$/), content_type: expect.stringMatching(/^text\/calendar/) }]);
    const page = await call(api, "GET", apiPaths.outbox(), { headers: { Accept: "text/html" } });
    expect(page.body).toMatch(/Załączniki: wydarzenie-\d+\.ics \(text\/calendar/);
  });
});
