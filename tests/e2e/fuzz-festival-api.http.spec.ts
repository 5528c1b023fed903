import { expect, test } from "@playwright/test";
import fc from "fast-check";
import { apiPathPatterns } from "#contract/paths";
import { registrationStateOf } from "#contract/registration-state";
import { festivalEvents } from "./event-data";
import { e2eFestivalApiUrl } from "./support/e2e-env";
import { createVerifiedUser } from "./support/festival-fixtures";
import { createUserWithData, festivalApiToken, festivalUserData } from "./support/festival-user-data";
import { fuzzInBatches } from "./support/fuzz-run";
import { awkwardText, pathParameterValue, percentEncode, wtf8 } from "./support/malformed-input";

/**
 * Issue 12 item 1, the festival API's half: every operation its own `/openapi.json` documents, with the method it
 * documents, gets thousands of malformed requests: JSON of every shape and wrong types under the documented field
 * names, bodies that are no JSON, bytes that are no UTF-8, bodies past BODY_LIMIT_BYTES, no body; path parameters
 * naming another user's sign-ups, participants and reviews or nothing at all; unknown and garbled query
 * parameters; no token, a forged one, or a real user's. No answer may be a 5xx, and the other user's data must not
 * change. With the portal's half (fuzz-portal-actions.http.spec.ts) this sends more than 10,000 requests.
 */

/** 7,600 requests: with the portal's 2,400, the 10,000 of issue 12. */
const batches = 95;
const batchSize = 80;
const concurrency = 8;
/** Query text short enough for the request line: a longer one only tests Node's header limit (431). */
const shortAwkwardText = awkwardText.filter((text) => text.length <= 200);

interface ApiOperation {
  method: string;
  /** As documented, with `{name}` placeholders. */
  pattern: string;
  pathParams: { name: string; values: string[] }[];
  queryParams: { name: string; values: string[] }[];
  takesBody: boolean;
  /** Ending the caller's session or account: sent without the user's own token, so the rest of the run keeps it. */
  endsTheCaller: boolean;
}

type ApiBody =
  | { kind: "json"; value: unknown }
  | { kind: "not JSON"; contentType: string | undefined; text: string }
  | { kind: "no UTF-8"; bytes: readonly number[] }
  | { kind: "oversized"; bytes: number }
  | { kind: "none" };

interface ApiCall {
  operation: ApiOperation;
  pathValues: string[];
  query: [string, string][];
  auth: "none" | "forged" | "user";
  body: ApiBody;
}

interface OpenApiParameter {
  name: string;
  in: string;
  schema?: { enum?: string[] };
}
interface OpenApiSchema {
  $ref?: string;
  properties?: Record<string, OpenApiSchema>;
  items?: OpenApiSchema;
}
interface OpenApiDocument {
  paths: Record<string, Record<string, { parameters?: OpenApiParameter[]; requestBody?: { content: Record<string, { schema: OpenApiSchema }> } }>>;
  components?: { schemas?: Record<string, OpenApiSchema> };
}

/** The operations of the festival API's own description, and every field name its request bodies document. */
async function documentedOperations(): Promise<{ operations: ApiOperation[]; bodyFields: string[] }> {
  const document = (await (await fetch(`${e2eFestivalApiUrl()}${apiPathPatterns.openapi}`)).json()) as OpenApiDocument;
  const bodyFields = new Set<string>();
  const collectFields = (schema: OpenApiSchema | undefined) => {
    if (!schema) return;
    if (schema.$ref) return collectFields(document.components?.schemas?.[schema.$ref.split("/").pop()!]);
    for (const [name, property] of Object.entries(schema.properties ?? {})) {
      bodyFields.add(name);
      collectFields(property);
    }
    collectFields(schema.items);
  };
  const operations = Object.entries(document.paths).flatMap(([pattern, methods]) =>
    Object.entries(methods).map(([method, operation]) => {
      for (const content of Object.values(operation.requestBody?.content ?? {})) collectFields(content.schema);
      const parameters = (where: string) =>
        (operation.parameters ?? []).filter((parameter) => parameter.in === where).map((parameter) => ({ name: parameter.name, values: parameter.schema?.enum ?? [] }));
      return {
        method: method.toUpperCase(),
        pattern,
        pathParams: parameters("path"),
        queryParams: parameters("query"),
        takesBody: operation.requestBody !== undefined,
        endsTheCaller: pattern === apiPathPatterns.logout || pattern === apiPathPatterns.account,
      };
    }),
  );
  return { operations, bodyFields: [...bodyFields] };
}

/** JSON of any shape, and objects with the documented field names holding values of the wrong kind. */
function malformedJson(fieldNames: string[]): fc.Arbitrary<unknown> {
  const wrongValue = fc.oneof(
    awkwardText,
    fc.integer(),
    fc.double(),
    fc.constantFrom(null, true, false, -1, 0, 2 ** 31, 2 ** 53 + 1, 1e308, "", [], {}),
    fc.array(awkwardText, { maxLength: 3 }),
    fc.jsonValue({ maxDepth: 2 }),
  );
  return fc.oneof(
    fc.jsonValue(),
    fc.dictionary(fc.oneof({ arbitrary: fc.constantFrom(...fieldNames), weight: 4 }, awkwardText), wrongValue, { maxKeys: 8 }),
    fc.array(fc.dictionary(fc.constantFrom(...fieldNames), wrongValue), { maxLength: 3 }),
  );
}

function apiBody(fieldNames: string[]): fc.Arbitrary<ApiBody> {
  return fc.oneof(
    { weight: 6, arbitrary: fc.record({ kind: fc.constant("json" as const), value: malformedJson(fieldNames) }) },
    {
      weight: 2,
      arbitrary: fc.record({
        kind: fc.constant("not JSON" as const),
        contentType: fc.constantFrom("application/json", "application/json; charset=utf-16", "application/x-www-form-urlencoded", "text/plain", "multipart/form-data; boundary=x", "application/xml", undefined),
        text: fc.oneof(
          fc.constantFrom("{", '{"email":', "[1,]", "nul", '"unterminated', "{}{}", '{"a":1}garbage', "\uFEFF{}", "email=a%40b.pl&password=x"),
          awkwardText,
        ),
      }),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        kind: fc.constant("no UTF-8" as const),
        bytes: fc.constantFrom([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0x22, 0x7d], [0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xed, 0xa0, 0x80, 0x22, 0x7d], [0xff, 0xfe, 0x7b, 0x00, 0x7d, 0x00]),
      }),
    },
    // Past BODY_LIMIT_BYTES (64 KiB), within what the festival API still reads before closing (json-body.ts).
    { weight: 1, arbitrary: fc.record({ kind: fc.constant("oversized" as const), bytes: fc.integer({ min: 65 * 1024, max: 512 * 1024 }) }) },
    { weight: 1, arbitrary: fc.constant({ kind: "none" as const }) },
  );
}

function requestBody(body: ApiBody): { contentType: string | undefined; bytes: Buffer | undefined } {
  switch (body.kind) {
    case "json":
      return { contentType: "application/json", bytes: wtf8(JSON.stringify(body.value) ?? "null") };
    case "not JSON":
      return { contentType: body.contentType, bytes: wtf8(body.text) };
    case "no UTF-8":
      return { contentType: "application/json", bytes: Buffer.from(body.bytes) };
    case "oversized":
      // `{"email":"xx…x"}` put together as bytes: no 512 KB string to build, stringify and encode first.
      return { contentType: "application/json", bytes: Buffer.concat([Buffer.from('{"email":"'), Buffer.alloc(body.bytes, "x"), Buffer.from('"}')]) };
    case "none":
      return { contentType: undefined, bytes: undefined };
  }
}

function callUrl(call: ApiCall): string {
  let index = 0;
  const path = call.operation.pattern.replace(/\{\w+\}/g, () => call.pathValues[index++] ?? "1");
  const query = call.query.map(([name, value]) => `${percentEncode(wtf8(name))}=${percentEncode(wtf8(value))}`).join("&");
  return `${e2eFestivalApiUrl()}${path}${query ? `?${query}` : ""}`;
}

test("malformed requests to every documented operation of the festival API: no 5xx, no other user's data changed", async () => {
  test.setTimeout(180_000);
  const { operations, bodyFields } = await documentedOperations();
  expect(operations.length, "the festival API documents its operations").toBeGreaterThanOrEqual(25);
  const [victim, callerToken] = await Promise.all([createUserWithData(), createVerifiedUser().then(festivalApiToken)]);
  const ids = [...victim.owns.events, ...victim.owns.participants, ...victim.owns.reviews];
  // The caller's own token signs up for whatever event a path names, as it may: never for one whose seats the other
  // specs count (open, with a limit), which a sign-up could make full while they compare the list with the portal's.
  const now = new Date();
  const countedSeats = new Set(
    (await festivalEvents()).filter((event) => registrationStateOf(event, now) === "open" && event.person_limit > 0).map((event) => event.id),
  );
  const victimDataBefore = await festivalUserData(victim.token);

  // The operations that take a body get most of the requests: a body has more ways to be wrong than a path.
  const anOperation = fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...operations.filter((candidate) => candidate.takesBody)) },
    { weight: 1, arbitrary: fc.constantFrom(...operations.filter((candidate) => !candidate.takesBody)) },
  );
  const pathValue = pathParameterValue(ids, { except: countedSeats });
  const call: fc.Arbitrary<ApiCall> = anOperation.chain((operation) =>
    fc.record({
      operation: fc.constant(operation),
      pathValues: fc.tuple(
        ...operation.pathParams.map((parameter) =>
          parameter.values.length > 0 ? fc.oneof(fc.constantFrom(...parameter.values), pathValue) : pathValue,
        ),
      ),
      query: fc.array(
        fc.tuple(
          fc.oneof(fc.constantFrom(...operation.queryParams.map((parameter) => parameter.name), "lang", "page", "id"), shortAwkwardText),
          fc.oneof(fc.constantFrom(...operation.queryParams.flatMap((parameter) => parameter.values), ...ids.map(String)), shortAwkwardText),
        ),
        { maxLength: 4 },
      ),
      auth: fc.constantFrom("none" as const, "forged" as const, "user" as const),
      body: operation.takesBody || operation.method === "DELETE" ? apiBody(bodyFields) : fc.constant({ kind: "none" as const }),
    }),
  );
  const sent = { total: 0, byStatus: new Map<number, number>() };

  await fuzzInBatches(call, { batches, batchSize, concurrency }, async (apiCall) => {
    const url = callUrl(apiCall);
    const auth = apiCall.auth === "user" && apiCall.operation.endsTheCaller ? "forged" : apiCall.auth;
    const what = `${apiCall.operation.method} ${url} (${auth}, ${apiCall.body.kind})`;
    const { contentType, bytes } = requestBody(apiCall.body);
    const response = await fetch(url, {
      method: apiCall.operation.method,
      headers: {
        Accept: "application/json",
        ...(contentType ? { "Content-Type": contentType } : {}),
        ...(auth === "user" ? { Authorization: `Bearer ${callerToken}` } : auth === "forged" ? { Authorization: "Bearer forged-token-0000" } : {}),
      },
      body: bytes && new Uint8Array(bytes),
      signal: AbortSignal.timeout(15_000),
    }).catch((error: unknown) => {
      throw new Error(`${what}: no answer (${String((error as Error).cause ?? error)})`);
    });
    await response.arrayBuffer();
    sent.total++;
    sent.byStatus.set(response.status, (sent.byStatus.get(response.status) ?? 0) + 1);
    if (response.status >= 500) throw new Error(`${what}: answered ${response.status}`);
  });

  console.log(`Festival API fuzz: ${sent.total} requests; statuses ${JSON.stringify(Object.fromEntries(sent.byStatus))}`);
  expect(sent.total).toBe(batches * batchSize);
  expect(await festivalUserData(victim.token)).toEqual(victimDataBefore);
});
