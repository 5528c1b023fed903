import fc from "fast-check";
import type * as z from "zod";
import { beforeAll, describe, expect, it } from "vitest";
import { participantPayloadSchema } from "../../contract/participant";
import { apiPaths } from "../../contract/paths";
import { reviewEditPayloadSchema, reviewPayloadSchema } from "../../contract/review";
import {
  changeDataPayloadSchema,
  emailPayloadSchema,
  loginPayloadSchema,
  passwordChangePayloadSchema,
  passwordResetPayloadSchema,
  phonePayloadSchema,
  registerPayloadSchema,
  verifyPhonePayloadSchema,
} from "../../contract/user";
import { call, useTestApi } from "./support/test-api";
import { createEvent, createUser, type FixtureUser } from "../support/festival-fixtures";

const api = useTestApi("contract_bad_input");
let user: FixtureUser;
let postEndpoints: { path: string; accepts: (body: unknown) => boolean }[];

const emptyBodyAccepts = (body: unknown) =>
  typeof body === "object" && body !== null && !Array.isArray(body) && Object.keys(body).length === 0;
const schemaAccepts = (schema: z.ZodType) => (body: unknown) => schema.safeParse(body).success;

beforeAll(async () => {
  user = await createUser(api.db);
  const eventId = await createEvent(api.db, { personLimit: 100 });
  const endedEventId = await createEvent(api.db, { startsInMinutes: -120 });
  await call(api, "POST", apiPaths.subscribe(eventId), { token: user.token });
  await api.db.query("INSERT INTO registrations (event_id, user_id) VALUES ($1, $2)", [endedEventId, user.id]);
  const [review] = await api.db.query<{ id: number }>(
    "INSERT INTO reviews (event_id, user_id, rating, content) VALUES ($1, $2, 4, 'ok') RETURNING id",
    [endedEventId, user.id],
  );
  postEndpoints = [
    { path: apiPaths.register(), accepts: schemaAccepts(registerPayloadSchema) },
    { path: apiPaths.login(), accepts: schemaAccepts(loginPayloadSchema) },
    { path: apiPaths.verifyEmailResend(), accepts: schemaAccepts(emailPayloadSchema) },
    { path: apiPaths.verifyPhone(), accepts: schemaAccepts(verifyPhonePayloadSchema) },
    { path: apiPaths.verifyPhoneResend(), accepts: schemaAccepts(phonePayloadSchema) },
    { path: apiPaths.passwordRemind(), accepts: schemaAccepts(emailPayloadSchema) },
    { path: apiPaths.passwordReset(), accepts: schemaAccepts(passwordResetPayloadSchema) },
    { path: apiPaths.passwordChange(), accepts: schemaAccepts(passwordChangePayloadSchema) },
    { path: apiPaths.changeData(), accepts: schemaAccepts(changeDataPayloadSchema) },
    { path: apiPaths.subscribe(eventId), accepts: emptyBodyAccepts },
    { path: apiPaths.unsubscribe(eventId), accepts: emptyBodyAccepts },
    { path: apiPaths.favourite(eventId), accepts: emptyBodyAccepts },
    { path: apiPaths.participants(eventId), accepts: schemaAccepts(participantPayloadSchema) },
    { path: apiPaths.reviews(endedEventId), accepts: schemaAccepts(reviewPayloadSchema) },
    { path: apiPaths.reviewEdit(review.id), accepts: schemaAccepts(reviewEditPayloadSchema) },
  ];
});

/** Everything a request can change, except throttle counters and token use times, which requests may touch. */
async function dataFingerprint(): Promise<string> {
  const [row] = await api.db.query<{ fingerprint: string }>(`
    SELECT md5(concat_ws('|',
      (SELECT string_agg(u::text, ',' ORDER BY u.id) FROM users u),
      (SELECT string_agg(concat(t.token_hash, t.user_id), ',' ORDER BY t.token_hash) FROM access_tokens t),
      (SELECT string_agg(concat(e.id, ':', e.users_count), ',' ORDER BY e.id) FROM events e),
      (SELECT string_agg(r::text, ',' ORDER BY r.id) FROM registrations r),
      (SELECT string_agg(p::text, ',' ORDER BY p.id) FROM participants p),
      (SELECT string_agg(f::text, ',' ORDER BY f.user_id, f.event_id) FROM favourites f),
      (SELECT string_agg(v::text, ',' ORDER BY v.id) FROM reviews v),
      (SELECT string_agg(s::text, ',' ORDER BY s.user_id) FROM sms_codes s),
      (SELECT string_agg(p::text, ',' ORDER BY p.token_hash) FROM password_resets p),
      (SELECT count(*) FROM outbox))) AS fingerprint`);
  return row.fingerprint;
}

const jsonBodies = fc.oneof(
  fc.jsonValue().map((value) => ({ text: JSON.stringify(value) ?? "null" })),
  fc
    .record({
      name: fc.oneof(fc.string(), fc.integer(), fc.constant(null)),
      email: fc.oneof(fc.string(), fc.constant("a@b"), fc.constant("x'; DROP TABLE users; --@example.org")),
      password: fc.oneof(fc.string(), fc.array(fc.string())),
      rating: fc.oneof(fc.integer(), fc.double(), fc.string()),
      content: fc.oneof(fc.string(), fc.constant("<script>alert(1)</script>")),
      code: fc.oneof(fc.string(), fc.integer()),
      phone: fc.oneof(fc.string(), fc.constant("+48 123")),
      age: fc.oneof(fc.integer(), fc.string()),
    }, { requiredKeys: [] })
    .map((value) => ({ text: JSON.stringify(value) })),
);
const rawBodies = fc.oneof(
  fc.string({ minLength: 1 }).map((text) => ({ text })),
  fc.constantFrom("{", "{\"a\":", "[1,]", "nul", "\"unterminated").map((text) => ({ text })),
);

describe("bad input never answers 500 and never changes data", () => {
  it("random JSON and non-JSON bodies at every POST endpoint get a 4xx with a message", async () => {
    const before = await dataFingerprint();
    await fc.assert(
      fc.asyncProperty(fc.nat({ max: 10_000 }), fc.oneof(jsonBodies, rawBodies), async (pick, body) => {
        const endpoint = postEndpoints[pick % postEndpoints.length];
        let parsedOk = true;
        try {
          JSON.parse(body.text);
        } catch {
          parsedOk = false;
        }
        fc.pre(!(parsedOk && endpoint.accepts(JSON.parse(body.text))));
        const answer = await call(api, "POST", endpoint.path, { token: user.token, body: body.text });
        expect(answer.status, `${endpoint.path} ${body.text}`).toBeGreaterThanOrEqual(400);
        expect(answer.status, `${endpoint.path} ${body.text}`).toBeLessThan(500);
        expect(typeof answer.body.message).toBe("string");
      }),
      { numRuns: 300 },
    );
    expect(await dataFingerprint()).toBe(before);
  });

  it("refuses invalid UTF-8, huge bodies, missing bodies and wrong content types with a 4xx", async () => {
    const before = await dataFingerprint();
    for (const endpoint of postEndpoints) {
      const invalidUtf8 = await fetch(api.url + endpoint.path, {
        method: "POST",
        headers: { "Content-Type": "application/json", Authorization: `Bearer ${user.token}` },
        body: Buffer.from([0x7b, 0x22, 0x6e, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0x22, 0x7d]),
      });
      expect(invalidUtf8.status).toBe(400);
      const huge = await call(api, "POST", endpoint.path, { token: user.token, body: { name: "x".repeat(100_000) } });
      expect(huge.status).toBe(413);
      const form = await call(api, "POST", endpoint.path, { token: user.token, body: "name=x", headers: { "Content-Type": "application/x-www-form-urlencoded" } });
      expect(form.status).toBe(415);
      // Types that only begin like JSON's get the same answer, in the contract's words.
      for (const contentType of ["application/json-seq", "application/json, text/plain"]) {
        const lookalike = await call(api, "POST", endpoint.path, { token: user.token, body: { name: "x" }, headers: { "Content-Type": contentType } });
        expect(lookalike, `${endpoint.path} ${contentType}`).toMatchObject({ status: 415, body: { code: "unsupported_media_type" } });
      }
      if (!endpoint.accepts({})) {
        const missing = await call(api, "POST", endpoint.path, { token: user.token });
        expect(missing.status, endpoint.path).toBeGreaterThanOrEqual(400);
        expect(missing.status, endpoint.path).toBeLessThan(500);
      }
    }
    expect(await dataFingerprint()).toBe(before);
  });

  it("refuses a body nested thousands of levels deep with a 4xx, not a 500", async () => {
    const before = await dataFingerprint();
    for (const body of [`{"email":${"[".repeat(5_000)}${"]".repeat(5_000)}}`, `${'{"a":'.repeat(5_000)}"\\u0000"${"}".repeat(5_000)}`]) {
      for (const endpoint of [apiPaths.passwordRemind(), apiPaths.changeData()]) {
        const answer = await call(api, "POST", endpoint, { token: user.token, body });
        expect(answer.status, endpoint).toBeGreaterThanOrEqual(400);
        expect(answer.status, endpoint).toBeLessThan(500);
        expect(typeof answer.body.message).toBe("string");
      }
    }
    expect(await dataFingerprint()).toBe(before);
  });

  it.each(["1'%20OR%20'1'='1", "1;DROP%20TABLE%20events", "%3Cscript%3E", "2147483648", "-5", "%F0%28%8C%BC"])(
    "answers 404 for the path id %s on every id route",
    async (id) => {
      for (const [method, path] of [
        ["GET", `/api/v1/event/${id}`],
        ["POST", `/api/v1/event/subscribe/${id}`],
        ["GET", `/api/v1/participant/${id}`],
        ["DELETE", `/api/v1/participant/${id}`],
        ["GET", `/api/v1/comment/${id}`],
        ["DELETE", `/api/v1/comment/${id}`],
      ]) {
        expect((await call(api, method, path, { token: user.token })).status, `${method} ${path}`).toBe(404);
      }
    },
  );
});
