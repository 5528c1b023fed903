import { describe, expect, it } from "vitest";
import { pageRedirect } from "~/http/page-redirect.server";

const requestWith = (method: string) => new Request("http://portal.test/login", { method });

describe("pageRedirect", () => {
  it("makes a page's own GET give its place in the history to the target", () => {
    const answer = pageRedirect(requestWith("GET"), "/user/events", { headers: { "Set-Cookie": "a=b" } });
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe("/user/events");
    expect(answer.headers.get("X-Remix-Replace")).toBe("true");
    expect(answer.headers.get("Set-Cookie")).toBe("a=b");
  });

  it("adds the target after a form's POST, as a browser does", () => {
    const answer = pageRedirect(requestWith("POST"), "/login");
    expect(answer.status).toBe(302);
    expect(answer.headers.has("X-Remix-Replace")).toBe(false);
  });
});
