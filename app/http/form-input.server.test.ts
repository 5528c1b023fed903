import { describe, expect, it } from "vitest";
import * as z from "zod";
import { defaultFormBodyLimitBytes, formValues, readForm } from "~/http/form-input.server";
import { languageCookie } from "~/i18n/language.server";

const url = "http://portal.test/preferences/large-text";

function post(body: BodyInit | null, headers: Record<string, string> = {}) {
  return new Request(url, { method: "POST", body, headers, duplex: "half" } as RequestInit);
}

/** A body that arrives in pieces without a Content-Length, as a chunked upload does. */
function streamed(bytes: number): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= bytes) return controller.close();
      const chunk = new Uint8Array(Math.min(1024, bytes - sent)).fill(0x61);
      sent += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
}

async function refusalOf(request: Request) {
  const thrown: unknown = await readForm(request).then(
    () => undefined,
    (error: unknown) => error,
  );
  expect(thrown).toBeInstanceOf(Response);
  const response = thrown as Response;
  return { status: response.status, contentType: response.headers.get("Content-Type"), text: await response.text() };
}

describe("readForm", () => {
  it("reads a urlencoded form", async () => {
    const form = await readForm(post(new URLSearchParams({ largeText: "on", redirectTo: "/?page=2" })));
    expect(Object.fromEntries(form)).toEqual({ largeText: "on", redirectTo: "/?page=2" });
  });

  it("reads a multipart form", async () => {
    const body = new FormData();
    body.append("language", "en");
    body.append("redirectTo", "/statute");
    const form = await readForm(post(body));
    expect(Object.fromEntries(form)).toEqual({ language: "en", redirectTo: "/statute" });
  });

  it("refuses a JSON body with 415 and a message in Polish", async () => {
    const refusal = await refusalOf(post(JSON.stringify({ largeText: "on" }), { "Content-Type": "application/json" }));
    expect(refusal).toEqual({
      status: 415,
      contentType: "text/plain; charset=utf-8",
      text: "Ten adres przyjmuje tylko formularze wysłane ze stron serwisu.",
    });
  });

  it("refuses a body without a content type with 415", async () => {
    const request = post(null);
    expect((await refusalOf(request)).status).toBe(415);
  });

  it("refuses text/plain, which a form could send but none of ours does, with 415", async () => {
    expect((await refusalOf(post("largeText=on", { "Content-Type": "text/plain" }))).status).toBe(415);
  });

  it.each([
    ["no boundary", "multipart/form-data", "--x\r\n"],
    ["a body that does not match its boundary", "multipart/form-data; boundary=x", "garbage"],
    ["a part that never ends", "multipart/form-data; boundary=x", '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1'],
  ])("refuses a broken multipart body (%s) with 400", async (_name, contentType, body) => {
    expect((await refusalOf(post(body, { "Content-Type": contentType }))).status).toBe(400);
  });

  it("refuses a body by a Content-Length over the limit, before counting its bytes", async () => {
    // The bytes themselves would pass: the declared length decides.
    const request = post("largeText=on", { "Content-Type": "application/x-www-form-urlencoded", "Content-Length": String(defaultFormBodyLimitBytes + 1) });
    expect((await refusalOf(request)).status).toBe(413);
  });

  it("refuses a body over the limit that has no Content-Length, by counting what it reads", async () => {
    const request = post(streamed(defaultFormBodyLimitBytes + 1), { "Content-Type": "application/x-www-form-urlencoded" });
    expect(request.headers.get("Content-Length")).toBeNull();
    expect((await refusalOf(request)).status).toBe(413);
  });

  it("takes a streamed body up to the limit", async () => {
    const form = await readForm(post(streamed(defaultFormBodyLimitBytes), { "Content-Type": "application/x-www-form-urlencoded" }));
    expect(form.get("a".repeat(defaultFormBodyLimitBytes))).toBe("");
  });

  it("takes a route's own limit", async () => {
    const body = new URLSearchParams({ note: "x".repeat(100) });
    const statusWithLimit = (maxBytes: number) =>
      readForm(post(body), { maxBytes }).then(
        () => "read",
        (error: Response) => error.status,
      );
    expect(await statusWithLimit(50)).toBe(413);
    expect(await statusWithLimit(200)).toBe("read");
  });

  it("words the refusal in the user's language", async () => {
    const request = post("{}", { "Content-Type": "application/json", Cookie: await languageCookie.serialize("en") });
    expect((await refusalOf(request)).text).toBe("This address accepts only forms sent from the site's own pages.");
  });
});

describe("formValues", () => {
  const schema = z.object({ language: z.enum(["pl", "en"]), acknowledgement: z.array(z.string()).optional() });

  it("gives a name sent once as its value and a repeated name as an array", () => {
    const form = new FormData();
    form.append("language", "en");
    form.append("acknowledgement", "0");
    form.append("acknowledgement", "1");
    expect(formValues(form)).toEqual({ language: "en", acknowledgement: ["0", "1"] });
    expect(schema.safeParse(formValues(form)).success).toBe(true);
  });

  it("lets a schema refuse a repeated name where it expects one value", () => {
    const form = new FormData();
    form.append("language", "en");
    form.append("language", "pl");
    expect(schema.safeParse(formValues(form)).success).toBe(false);
  });
});
