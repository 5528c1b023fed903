import { spawn } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { festivalEvents, languageCookie } from "./event-data";
import { e2ePortalUrl, visitorUserAgent } from "./support/e2e-env";
import { createAccount } from "./support/festival-fixtures";
import { createUserWithData } from "./support/festival-user-data";
import { portalForTheseTests } from "./support/portal-process";
import { sameOriginHeaders } from "./support/portal-requests";
import { reviewStatePages } from "./support/review-pages";
import { portalSessionCookie } from "./support/session-cookie";
import { eventsOfEachKind, visitorPagesTheSuiteVisits } from "./support/visited-pages";

/**
 * Two checks of every document the E2E suite visits, over one fetch of each (both run in one worker, in order).
 *
 * Issue 12 item 5: the W3C Nu HTML Checker (vnu.jar of the `vnu-jar` package, on the system's Java) finds no error
 * in any page the E2E suite visits, in any state it visits it in, in Polish and in English: the visitor's pages,
 * one event page of each kind, forms with errors, a signed-in user's panel, the verification steps, and the gate's
 * page. Accessibility audits under EN 301 549 still run this checker for WCAG 2.1 success criterion 4.1.1.
 * The documents are fetched as a browser without JavaScript gets them (a browser with JavaScript gets the same
 * HTML) and checked in one run of the checker, since Java's start costs seconds.
 *
 * Issue 8: no response carries a NUL byte. react-dom 18's Node stream sends the unwritten tail of its 2048-byte
 * buffer whenever a multi-byte letter such as 'ę' does not fit its end (app/http/nul-free-stream.server.ts). Where
 * the letters fall depends on the page's bytes, so this reads the same documents and every event's page besides,
 * in both languages.
 */

const vnuJar = createRequire(import.meta.url).resolve("vnu-jar/build/dist/vnu.jar");
const gateToken = "valid-html-gate-token";

interface PageToCheck {
  /** What the page is, for the report: method, URL, language and who asks. */
  label: string;
  url: string;
  cookie?: string;
  form?: Record<string, string>;
}

/** A page as fetched, with the bytes of its answer. */
interface FetchedDocument extends PageToCheck {
  body: Buffer;
}

interface VnuMessage {
  type: string;
  url?: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

/** Every page in both languages: the `language` cookie picks English, its absence Polish. */
function inBothLanguages(pages: PageToCheck[]): PageToCheck[] {
  const english = languageCookie("en", e2ePortalUrl);
  return pages.flatMap((page) => [
    { ...page, label: `${page.label} [pl]` },
    { ...page, label: `${page.label} [en]`, cookie: [page.cookie, `${english.name}=${english.value}`].filter(Boolean).join("; ") },
  ]);
}

async function documentOf(page: PageToCheck): Promise<Buffer> {
  const response = await fetch(page.url, {
    method: page.form ? "POST" : "GET",
    // A browser's user agent: Node's own ("node") is a crawler's to isbot, and crawlers get the document unstreamed.
    headers: {
      "User-Agent": visitorUserAgent,
      ...(page.cookie ? { Cookie: page.cookie } : {}),
      ...(page.form ? { ...sameOriginHeaders, "Content-Type": "application/x-www-form-urlencoded" } : {}),
    },
    body: page.form ? new URLSearchParams(page.form) : undefined,
  });
  expect(response.headers.get("content-type"), page.label).toMatch(/^text\/html/);
  return Buffer.from(await response.arrayBuffer());
}

/** Fetches these pages a few at a time (the portal renders on a shared 2-core machine). */
async function fetchAll(pages: PageToCheck[]): Promise<FetchedDocument[]> {
  const fetched: FetchedDocument[] = [];
  let next = 0;
  const fetchInTurn = async () => {
    for (let index = next++; index < pages.length; index = next++) fetched[index] = { ...pages[index], body: await documentOf(pages[index]) };
  };
  await Promise.all(Array.from({ length: 4 }, fetchInTurn));
  return fetched;
}

/** Where a document has a NUL byte, with the text before it, so a failure says where; undefined when it has none. */
function nulByteIn(document: FetchedDocument): string | undefined {
  const at = document.body.indexOf(0);
  if (at < 0) return undefined;
  return `${document.label}: byte ${at} of ${document.body.length}, near "${document.body.subarray(Math.max(0, at - 40), at).toString("utf8")}"`;
}

/**
 * Java's own settings for one short run of the checker: its quick compiler only (the optimising one spent most of
 * the run's CPU compiling code the run then barely used: about 9.7 CPU-seconds over 67 documents, against 3.8),
 * and the larger thread stack that the checker's schema then needs (it says so, and stops, with the default).
 */
const javaForOneRun = ["-XX:TieredStopAtLevel=1", "-Xss4m"];

/** Runs the checker once over all files; its errors, each with the file it is in. */
function vnuErrors(files: string[]): Promise<VnuMessage[]> {
  return new Promise((resolve, reject) => {
    const checker = spawn("java", [...javaForOneRun, "-jar", vnuJar, "--errors-only", "--format", "json", "--stdout", ...files]);
    let output = "";
    checker.stdout.setEncoding("utf8").on("data", (text: string) => (output += text));
    checker.stderr.setEncoding("utf8").on("data", (text: string) => (output += text));
    checker.on("error", (error) => reject(new Error(`Could not start java (npm test installs default-jre-headless): ${error.message}`)));
    checker.on("close", () => {
      try {
        resolve((JSON.parse(output) as { messages: VnuMessage[] }).messages);
      } catch {
        reject(new Error(`The HTML checker answered no report: ${output.slice(0, 2000)}`));
      }
    });
  });
}

test.describe("every page the suite visits", () => {
  test.describe.configure({ mode: "serial" });
  const gated = portalForTheseTests({ GATE_ENABLED: "true", GATE_TOKEN: gateToken });

  /** Every page and state the suite visits, fetched once for both tests. */
  let suiteDocuments: Promise<FetchedDocument[]> | undefined;
  async function fetchSuiteDocuments(): Promise<FetchedDocument[]> {
    const [visitorPaths, events, user, registered, emailVerified] = await Promise.all([
      visitorPagesTheSuiteVisits(),
      eventsOfEachKind(),
      createUserWithData(),
      createAccount("registered"),
      createAccount("email verified"),
    ]);
    const [signedIn, owesEmail, owesSms] = await Promise.all([user, registered, emailVerified].map(portalSessionCookie));
    const reviewPages = await reviewStatePages(user, signedIn);
    const eventPaths = [...events.map((event) => `/event/${event.id}`), `/event/${user.owns.events[0]}`];
    const at = (path: string) => `${e2ePortalUrl}${path}`;

    const pages = inBothLanguages([
      ...[...visitorPaths, ...eventPaths, "/register", "/remind-password"].map((path) => ({ label: `GET ${path}`, url: at(path) })),
      { label: "POST /login with errors", url: at("/login"), form: { email: "not-an-address", password: "" } },
      { label: "POST /login refused", url: at("/login"), form: { email: "nobody@example.org", password: "not-the-password" } },
      { label: "POST /register with errors", url: at("/register"), form: { email: "not-an-address" } },
      ...["/", "/user/events", "/user/events/favorites", "/user/events/ended", "/user/reviews", "/user/info", ...eventPaths].map((path) => ({
        label: `GET ${path} signed in`,
        url: at(path),
        cookie: signedIn,
      })),
      ...reviewPages,
      { label: "GET /verify/mail owing the e-mail step", url: at("/verify/mail"), cookie: owesEmail },
      { label: "GET /verify/sms owing the SMS step", url: at("/verify/sms"), cookie: owesSms },
      { label: "GET /soon on a gated portal", url: `${gated.url}/event/1` },
    ]);
    return fetchAll(pages);
  }

  test("the Nu HTML Checker finds no error on any page the suite visits, in Polish and English", async () => {
    test.setTimeout(120_000);
    const pages = await (suiteDocuments ??= fetchSuiteDocuments());
    const directory = await mkdtemp(join(tmpdir(), "valid-html-"));
    try {
      const labelOfFile = new Map<string, string>();
      await Promise.all(
        pages.map(async (page, index) => {
          const file = join(directory, `${index}.html`);
          labelOfFile.set(`file:${file}`, page.label);
          await writeFile(file, page.body);
        }),
      );
      const errors = await vnuErrors([...labelOfFile.keys()].map((url) => url.slice("file:".length)));
      const report = errors.map((error) => `${labelOfFile.get(error.url ?? "") ?? error.url}, line ${error.lastLine}: ${error.message} ${JSON.stringify(error.extract ?? "")}`);
      expect(report, `${pages.length} documents checked`).toEqual([]);
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
  });

  test("no page the suite visits, nor any event's page, contains U+0000, in Polish or in English", async () => {
    test.setTimeout(120_000);
    const documents = await (suiteDocuments ??= fetchSuiteDocuments());
    const fetchedUrls = new Set(documents.filter((document) => !document.form && !document.cookie).map((document) => document.url));
    const otherEventPages = (await festivalEvents())
      .map((event) => ({ label: `GET /event/${event.id}`, url: `${e2ePortalUrl}/event/${event.id}` }))
      .filter((page) => !fetchedUrls.has(page.url));
    const eventDocuments = await fetchAll(inBothLanguages(otherEventPages));
    const found = [...documents, ...eventDocuments].map(nulByteIn).filter((where) => where !== undefined);
    expect(found, `${documents.length + eventDocuments.length} documents read`).toEqual([]);
  });
});
