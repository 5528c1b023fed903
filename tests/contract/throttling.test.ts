import { describe, expect, it } from "vitest";
import { serverMessages } from "../../contract/errors";
import { apiPaths } from "../../contract/paths";
import { defaultFestivalSettings } from "../../upstream/config";
import { call, freshClientIp, startTestApi, useTestApi } from "./support/test-api";
import { createUser, FIXTURE_PASSWORD } from "../support/festival-fixtures";

const api = useTestApi("contract_throttling");

describe("throttling with the default limits", () => {
  it("limits remind per address, whatever the client IP and the letters' case", async () => {
    const email = `throttled-${Date.now()}@example.org`;
    const answers = [];
    // One address however it is written, as login and the reminder find its account.
    const spellings = [email, email.toUpperCase(), `Throttled${email.slice("throttled".length)}`];
    for (let n = 0; n < 11; n++) answers.push(await call(api, "POST", apiPaths.passwordRemind(), { body: { email: spellings[n % 3] } }));
    expect(answers.slice(0, 10).every((answer) => answer.status === 200)).toBe(true);
    expect(answers[10]).toMatchObject({ status: 429, body: { message: serverMessages.too_many_requests } });
    // Another address from a new IP is unaffected.
    expect((await call(api, "POST", apiPaths.passwordRemind(), { body: { email: `other-${email}` } })).status).toBe(200);
  });

  it("counts the attempts of the window before against this one's, so a window's end lets no burst through", async () => {
    const email = `boundary-${Date.now()}@example.org`;
    // Far more reminders than the limit in the previous window: whatever share of it the last 15 minutes still
    // cover (all of it but for the window's last milliseconds), one more is too many.
    await api.db.query(
      `INSERT INTO throttle_hits (bucket, window_start, hits)
       VALUES ($1, to_timestamp(floor(extract(epoch FROM now()) / $2) * $2) - make_interval(secs => $2), 1000000)`,
      [`remind:address:${email}`, defaultFestivalSettings.config.rateLimit.windowSeconds],
    );
    const answer = await call(api, "POST", apiPaths.passwordRemind(), { body: { email } });
    expect(answer).toMatchObject({ status: 429, body: { message: serverMessages.too_many_requests } });
    expect(Number(answer.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("limits resend of the e-mail per IP, whatever the address", async () => {
    const ip = freshClientIp();
    const statuses: number[] = [];
    for (let n = 0; n < 101; n++) {
      statuses.push((await call(api, "POST", apiPaths.verifyEmailResend(), { ip, body: { email: `ip-${n}-${Date.now()}@example.org` } })).status);
    }
    expect(statuses.slice(0, 100).every((status) => status === 200)).toBe(true);
    expect(statuses[100]).toBe(429);
    expect((await call(api, "POST", apiPaths.verifyEmailResend(), { body: { email: "inny@example.org" } })).status).toBe(200);
  });
});

const registration = {
  name: "Jan Kowalski",
  email: "demo@example.org",
  age: 1990,
  city: "Gdańsk",
  password: "bezpieczne1",
  password_confirmation: "bezpieczne1",
};

describe("login", () => {
  it("counts an address's guesses, not its logins with the right password; an IP counts every login", async () => {
    const strict = await startTestApi("contract_throttling_logins", { config: { rateLimit: { windowSeconds: 900, perAddress: 2, perIp: 6 } } });
    try {
      const [user, other] = [await createUser(strict.db), await createUser(strict.db)];
      const ip = freshClientIp();
      const login = (email: string, password: string) => call(strict, "POST", apiPaths.login(), { ip, body: { email, password } });
      // More logins than the address's limit: none is a guess at it.
      for (let n = 0; n < 3; n++) expect((await login(user.email, FIXTURE_PASSWORD)).status).toBe(200);
      // Wrong passwords still count, and past the limit the right one waits too.
      for (let n = 0; n < 2; n++) expect((await login(user.email, "zle-haslo-1")).status).toBe(401);
      expect(await login(user.email, FIXTURE_PASSWORD)).toMatchObject({ status: 429, body: { message: serverMessages.too_many_requests } });
      // The IP has counted all six, the logins too: one client cannot log in without end.
      expect(await login(other.email, FIXTURE_PASSWORD)).toMatchObject({ status: 429, body: { message: serverMessages.too_many_requests } });
    } finally {
      await strict.close();
    }
  });
});

describe("client address", () => {
  it("ignores X-Forwarded-For from a peer that is not a trusted proxy", async () => {
    // Served with no trusted proxy and a limit of 3 per IP: every call counts for 127.0.0.1.
    const untrusting = await startTestApi("contract_throttling_untrusted", {
      config: { trustedProxies: [], rateLimit: { windowSeconds: 900, perAddress: 100, perIp: 3 } },
    });
    try {
      const statuses = [];
      for (let n = 0; n < 4; n++) {
        // A valid body with a used e-mail reaches the throttle and is then refused as taken.
        const body = { ...registration, phone: `+4870000000${n}` };
        statuses.push((await call(untrusting, "POST", apiPaths.register(), { body, ip: freshClientIp() })).status);
      }
      expect(statuses).toEqual([422, 422, 422, 429]);
    } finally {
      await untrusting.close();
    }
  });
});

