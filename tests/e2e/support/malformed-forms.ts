import fc from "fast-check";
import { awkwardText, percentEncode, wtf8 } from "./malformed-input";

/**
 * Bodies for the portal's actions that no page of the portal sends (issue 12 item 1), as small descriptions, so
 * a failure prints which one it was rather than a megabyte of bytes; `bodyBytes` makes the bytes when sending.
 */
export type MalformedFormBody =
  /** Not a form at all: JSON, text, XML, bytes, or no Content-Type. */
  | { kind: "not a form"; contentType: string | undefined; text: string }
  /** A form with the wrong fields: missing, repeated, unknown, with awkward names and values. */
  | { kind: "form"; encoding: "urlencoded" | "multipart"; fields: [string, string][] }
  /** One field sent hundreds of times. */
  | { kind: "repeated field"; name: string; value: string; times: number }
  /** A urlencoded body whose escapes are broken or encode no UTF-8. */
  | { kind: "broken escapes"; text: string }
  /** A multipart body that does not parse. */
  | { kind: "broken multipart"; contentType: string; text: string }
  /**
   * Far larger than any form the portal takes (it refuses more than 16 KiB), but within what the portal still reads
   * off the connection after refusing it (server/unread-request-body.ts), so the connection stays usable.
   */
  | { kind: "oversized"; encoding: "urlencoded" | "multipart"; bytes: number };

const boundary = "----fuzz7MA4YWxkTrZu0gW";
const formMediaTypes = ["application/x-www-form-urlencoded", `multipart/form-data; boundary=${boundary}`];

/** Whether the portal's one form parser (app/http/form-input.server.ts) refuses the body before any action reads it. */
export function isNeverAForm(body: MalformedFormBody): boolean {
  return body.kind === "not a form" || body.kind === "broken multipart" || body.kind === "oversized";
}

/**
 * Malformed bodies, with field names from `fieldNames` (the names the portal's own forms use, so the fuzz gets
 * past the parser into each action's checks) and any others.
 */
export function malformedFormBody(fieldNames: string[], fieldValues: string[]): fc.Arbitrary<MalformedFormBody> {
  const name = fc.oneof({ arbitrary: fc.constantFrom(...fieldNames), weight: 4 }, awkwardText);
  const value = fc.oneof({ arbitrary: fc.constantFrom(...fieldValues), weight: 2 }, { arbitrary: awkwardText, weight: 3 });
  return fc.oneof(
    {
      weight: 2,
      arbitrary: fc.record({
        kind: fc.constant("not a form" as const),
        contentType: fc.constantFrom(
          "application/json",
          "text/plain",
          "text/plain; charset=utf-8",
          "application/xml",
          "text/html",
          "application/octet-stream",
          "multipart/mixed; boundary=x",
          "application/x-www-form-urlencodedx",
          "form-data",
          "*/*",
          undefined,
        ),
        text: fc.oneof(
          fc.jsonValue().map((json) => JSON.stringify(json) ?? "null"),
          fc.tuple(name, value).map(([field, text]) => `${field}=${text}`),
          awkwardText,
        ),
      }),
    },
    {
      weight: 6,
      arbitrary: fc.record({
        kind: fc.constant("form" as const),
        encoding: fc.constantFrom("urlencoded" as const, "multipart" as const),
        fields: fc.array(fc.tuple(name, value), { maxLength: 8 }),
      }),
    },
    fc.record({
      kind: fc.constant("repeated field" as const),
      name: fc.constantFrom(...fieldNames),
      value: fc.constantFrom(...fieldValues, ""),
      times: fc.integer({ min: 2, max: 1_500 }),
    }),
    fc.record({
      kind: fc.constant("broken escapes" as const),
      text: fc
        .array(
          fc.oneof(
            fc.constantFrom("%", "%%", "%zz", "%0", "%00", "%C0%AF", "%ED%A0%80", "%F4%90%80%80", "%FF%FE", "%E2%82", "=", "&", "&&=", "+"),
            fc.constantFrom(...fieldNames),
          ),
          { minLength: 1, maxLength: 12 },
        )
        .map((parts) => parts.join("")),
    }),
    fc.record({
      kind: fc.constant("broken multipart" as const),
      contentType: fc.constantFrom(`multipart/form-data; boundary=${boundary}`, "multipart/form-data", "multipart/form-data; boundary="),
      text: fc.constantFrom(
        `--${boundary}\r\nContent-Disposition: form-data; name="favourite"\r\n\r\nadd`,
        `--${boundary}\r\n\r\n--${boundary}--`,
        `--other\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--other--`,
        `--${boundary}\r\nContent-Disposition: form-data\r\n\r\nnameless\r\n--${boundary}--`,
        "no boundary at all",
        "",
      ),
    }),
    {
      weight: 1,
      arbitrary: fc.record({
        kind: fc.constant("oversized" as const),
        encoding: fc.constantFrom("urlencoded" as const, "multipart" as const),
        bytes: fc.integer({ min: 64 * 1024, max: 512 * 1024 }),
      }),
    },
  );
}

/** The body's Content-Type (if any) and bytes, as a careless or hostile client sends them. */
export function bodyBytes(body: MalformedFormBody): { contentType: string | undefined; bytes: Buffer } {
  switch (body.kind) {
    case "not a form":
      return { contentType: body.contentType, bytes: wtf8(body.text) };
    case "form":
      return body.encoding === "urlencoded" ? urlencoded(body.fields) : multipart(body.fields);
    case "repeated field":
      return urlencoded(Array.from({ length: body.times }, () => [body.name, body.value] as [string, string]));
    case "broken escapes":
      return { contentType: formMediaTypes[0], bytes: Buffer.from(body.text, "latin1") };
    case "broken multipart":
      return { contentType: body.contentType, bytes: Buffer.from(body.text) };
    case "oversized": {
      const filler = "a".repeat(body.bytes);
      return body.encoding === "urlencoded" ? urlencoded([["note", filler]]) : multipart([["note", filler]]);
    }
  }
}

function urlencoded(fields: [string, string][]) {
  const text = fields.map(([name, value]) => `${percentEncode(wtf8(name))}=${percentEncode(wtf8(value))}`).join("&");
  return { contentType: formMediaTypes[0], bytes: Buffer.from(text, "latin1") };
}

function multipart(fields: [string, string][]) {
  const parts = fields.map(([name, value]) =>
    Buffer.concat([Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="`), wtf8(name), Buffer.from('"\r\n\r\n'), wtf8(value), Buffer.from("\r\n")]),
  );
  return { contentType: formMediaTypes[1], bytes: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]) };
}

/**
 * The form as the portal reads it (the same parser: undici's, behind `Request.formData()`), or undefined where the
 * portal's parser refuses it. A multipart field name with a quote or a line break may even parse as other fields.
 */
export async function formAsThePortalReadsIt(body: MalformedFormBody): Promise<[string, string][] | undefined> {
  if (isNeverAForm(body)) return undefined;
  const { contentType, bytes } = bodyBytes(body);
  try {
    const form = await new Response(new Uint8Array(bytes), { headers: { "Content-Type": contentType ?? "" } }).formData();
    return [...form].map(([name, value]) => [name, typeof value === "string" ? value : value.name]);
  } catch {
    return undefined;
  }
}
