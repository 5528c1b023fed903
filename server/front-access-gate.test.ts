import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { frontAccessDecision, servedWhileClosed, type GateConfig } from "./front-access-gate";

const token = "open-sesame";
const grantedDigest = createHash("sha256").update(token).digest("hex");
const gate: GateConfig = { enabled: true, token, opensAt: new Date("2026-09-12T08:00:00Z") };
const beforeOpening = new Date("2026-09-01T12:00:00Z");
const url = (path: string) => new URL(`http://portal.test${path}`);
const get = (path: string) => ({ method: "GET", url: url(path) });
const post = (path: string) => ({ method: "POST", url: url(path) });

describe("frontAccessDecision", () => {
  it("sends a visitor without access to /soon with the query of the page they asked for", () => {
    expect(frontAccessDecision(get("/event/3?title=las"), undefined, gate, beforeOpening)).toEqual({
      kind: "redirect",
      status: 302,
      location: "/soon?title=las",
      grantAccess: false,
    });
  });

  it("shows /soon and the legal pages, closed, to a visitor without access", () => {
    for (const path of ["/soon", "/accessibility", "/statute", "/private-policy"]) {
      expect(frontAccessDecision(get(path), undefined, gate, beforeOpening)).toEqual({ kind: "pass", frontAccess: "closed" });
    }
  });

  it("refuses data requests for any other page with an empty 403, whatever they name", () => {
    for (const path of ["/.data?_routes=routes/_index", "/_root.data", "/event/1.data", "/event/1.data?_routes=routes/event.$id", "/?_data=routes/_index"]) {
      expect(frontAccessDecision(get(path), undefined, gate, beforeOpening)).toEqual({ kind: "refuse" });
    }
    expect(frontAccessDecision(post("/login.data"), undefined, gate, beforeOpening)).toEqual({ kind: "refuse" });
  });

  it("sends an action to /soon with a 303, so it never runs", () => {
    expect(frontAccessDecision(post("/login?redirectTo=/user"), undefined, gate, beforeOpening)).toEqual({
      kind: "redirect",
      status: 303,
      location: "/soon",
      grantAccess: false,
    });
    expect(frontAccessDecision(post("/event/1/favourite"), undefined, gate, beforeOpening).kind).toBe("redirect");
  });

  it("grants access for the right token and returns to the same URL without it", () => {
    expect(frontAccessDecision(get("/event/3?access=open-sesame&page=2"), undefined, gate, beforeOpening)).toEqual({
      kind: "redirect",
      status: 302,
      location: "/event/3?page=2",
      grantAccess: true,
    });
  });

  it("never turns the way back after a grant into a link to another site", () => {
    const decision = frontAccessDecision(get("//evil.example/x?access=open-sesame"), undefined, gate, beforeOpening);
    expect(decision).toMatchObject({ kind: "redirect", location: "/evil.example/x", grantAccess: true });
  });

  it("ignores a wrong token and does not carry it along", () => {
    expect(frontAccessDecision(get("/?access=guess&page=2"), undefined, gate, beforeOpening)).toEqual({
      kind: "redirect",
      status: 302,
      location: "/soon?page=2",
      grantAccess: false,
    });
  });

  it("lets a visitor with access through, data requests and actions too, and sends them from /soon home", () => {
    for (const request of [get("/event/3"), get("/.data?_routes=routes/_index"), post("/login")]) {
      expect(frontAccessDecision(request, grantedDigest, gate, beforeOpening)).toEqual({ kind: "pass", frontAccess: "open" });
    }
    expect(frontAccessDecision(get("/soon?page=2"), grantedDigest, gate, beforeOpening)).toEqual({
      kind: "redirect",
      status: 302,
      location: "/?page=2",
      grantAccess: false,
    });
  });

  it("refuses access granted with a token that has since changed", () => {
    const staleDigest = createHash("sha256").update("old-token").digest("hex");
    expect(frontAccessDecision(get("/"), staleDigest, gate, beforeOpening).kind).toBe("redirect");
  });

  it("opens for everyone at GATE_OPENS_AT", () => {
    expect(frontAccessDecision(get("/"), undefined, gate, new Date("2026-09-12T08:00:00Z"))).toEqual({ kind: "pass", frontAccess: "open" });
  });

  it("passes everything when the gate is disabled", () => {
    expect(frontAccessDecision(get("/event/1"), undefined, { ...gate, enabled: false }, beforeOpening)).toEqual({
      kind: "pass",
      frontAccess: "open",
    });
  });
});

describe("servedWhileClosed", () => {
  const served = (method: string, path: string) => servedWhileClosed(method, url(path));

  it("serves the health check, the route manifest and static assets", () => {
    for (const path of ["/healthz", "/__manifest?p=/soon&version=1", "/build/entry.client-X.js", "/favicon.svg", "/favicon.ico", "/locales/en/common.json?v=1"]) {
      expect(served("GET", path)).toBe(true);
    }
    expect(served("HEAD", "/soon")).toBe(true);
  });

  it("serves the data requests of the allowed pages when they name only their routes, or none", () => {
    for (const path of ["/soon.data", "/soon.data?_routes=root,routes/soon", "/accessibility.data?_routes=routes/accessibility", "/statute.data", "/private-policy.data?_routes=root", "/soon?_data=routes/soon"]) {
      expect(served("GET", path)).toBe(true);
    }
  });

  it("refuses a data request of an allowed page that names another route", () => {
    for (const path of ["/soon.data?_routes=routes/_index", "/soon.data?_routes=root,routes/event.$id", "/soon.data?_routes=root&_routes=routes/_index", "/soon?_data=routes/_index"]) {
      expect(served("GET", path)).toBe(false);
    }
  });

  it("serves the preference POSTs, with or without JS, and no other action", () => {
    expect(served("POST", "/preferences/language")).toBe(true);
    expect(served("POST", "/preferences/large-text.data")).toBe(true);
    for (const path of ["/login", "/soon", "/soon.data", "/event/1/favourite", "/preferences/../login"]) {
      expect(served("POST", path)).toBe(false);
    }
    expect(served("GET", "/preferences/language")).toBe(false);
  });

  it("sends everything else to /soon: the home page, events, media, unknown paths, other data requests", () => {
    for (const path of ["/", "/?page=2", "/event/1", "/media/events/1.jpg", "/no-such-page", "/_root.data", "/healthz.data", "/locales/en/common.json.data", "/soon/", "/SOON"]) {
      expect(served("GET", path)).toBe(false);
    }
  });
});
