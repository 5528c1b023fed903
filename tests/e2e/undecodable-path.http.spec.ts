import { expect, test } from "@playwright/test";
import { e2ePortalUrl } from "./support/e2e-env";

/** A path that decodes to no text: a 400 page a person can read, in both languages, with the way back. */
test("an undecodable path answers a page in Polish and English with a link to the list, not a 500", async () => {
  for (const path of ["/%", "/event/%E0%A4/favourite"]) {
    const answer = await fetch(`${e2ePortalUrl}${path}`);
    expect(answer.status, path).toBe(400);
    expect(answer.headers.get("content-type"), path).toMatch(/^text\/html/);
    expect(answer.headers.get("content-security-policy"), path).toContain("frame-ancestors 'none'");
    const html = await answer.text();
    expect(html).toContain('<html lang="pl">');
    expect(html).toContain("<h1>Nieprawidłowy adres</h1>");
    expect(html).toContain('<div lang="en">');
    expect(html.match(/<a href="\/">/g)).toHaveLength(2);
  }
});
