import { describe, expect, it } from "vitest";
import { apiPathPatterns, apiPaths, legalPages } from "../../contract/paths";
import { eventLanguages } from "../../contract/event";
import { call, useTestApi } from "./support/test-api";

const api = useTestApi("contract_openapi");

/** OpenAPI writes path parameters as {name}; compare shapes with every parameter as {}. */
const shape = (path: string) => path.replace(/\{[^}]+\}/g, "{}");

describe("GET /openapi.json", () => {
  it("documents every endpoint of the contract's path builders", async () => {
    const document = (await call(api, "GET", apiPaths.openapi())).body;
    expect(document.openapi).toMatch(/^3\./);
    const documented = new Set(Object.keys(document.paths).map(shape));
    // The document does not list itself.
    for (const [name, build] of Object.entries(apiPaths).filter(([name]) => name !== "openapi")) {
      const path = name === "legalPage" ? apiPaths.legalPage("statute", "pl") : (build as (id: number) => string)(1);
      // Every parameter becomes {}: ids, the language and the page name.
      const pattern = path.replace(/\/(1|statute|pl)(?=\/|$)/g, "/{}");
      expect(documented, `${name}: ${path}`).toContain(pattern);
    }
    expect(document.components.schemas).toHaveProperty("Event");
    expect(document.components.schemas).toHaveProperty("User");
  });

  it("documents 503 for every operation that reads the database, which answers it when the database is busy or out of reach", async () => {
    const document = (await call(api, "GET", apiPaths.openapi())).body as { paths: Record<string, Record<string, { responses: object }>> };
    const operations = Object.entries(document.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, operation]) => [`${method} ${path}`, operation] as const));
    expect(operations.length).toBeGreaterThan(20);
    // The legal pages are texts in memory: never busy.
    const fromMemory = `get ${apiPathPatterns.legalPage}`;
    for (const [name, operation] of operations) {
      if (name === fromMemory) expect(operation.responses, name).not.toHaveProperty("503");
      else expect(operation.responses, name).toHaveProperty("503");
    }
    expect(operations.map(([name]) => name)).toContain(fromMemory);
  });

});

describe("the document tells what the operations answer", () => {
  type Operation = { responses: Record<string, unknown>; security?: Record<string, string[]>[] };
  const operations = async () => {
    const document = (await call(api, "GET", apiPaths.openapi())).body as { paths: Record<string, Record<string, Operation>> };
    return Object.entries(document.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, operation]) => ({ path, method, operation })));
  };

  it("lists the refusals of a body on every operation that reads one: all but GET", async () => {
    const [participant, review] = [apiPaths.participant(1), apiPaths.review(1)];
    // The body is refused before the token is looked at, as the document has it.
    for (const path of [participant, review, apiPaths.account()]) {
      expect((await call(api, "DELETE", path, { body: "x", headers: { "Content-Type": "text/plain" } })).status, path).toBe(415);
    }
    for (const { path, method, operation } of await operations()) {
      if (method === "get") continue;
      for (const status of ["413", "415"]) expect(operation.responses, `${method} ${path}`).toHaveProperty(status);
    }
  });

  it("lists 409 only where a rule of the festival can refuse the change: not on the favourites, which none does", async () => {
    const byName = new Map((await operations()).map(({ path, method, operation }) => [`${method} ${path}`, operation]));
    for (const name of [`post ${apiPathPatterns.favourite}`, `delete ${apiPathPatterns.favourite}`]) {
      expect(byName.get(name)?.responses, name).not.toHaveProperty("409");
    }
    for (const name of [`post ${apiPathPatterns.subscribe}`, `post ${apiPathPatterns.unsubscribe}`]) {
      expect(byName.get(name)?.responses, name).toHaveProperty("409");
    }
  });

  it("marks the public operations that read a token when one comes as taking it optionally", async () => {
    const byName = new Map((await operations()).map(({ path, method, operation }) => [`${method} ${path}`, operation]));
    for (const name of ["get /api/v1/events/{lang}", "get /api/v1/event/{id}"]) {
      expect(byName.get(name)?.security, name).toEqual([{}, { bearerAuth: [] }]);
    }
    expect((await call(api, "GET", apiPaths.events("pl"), { token: "dead-token" })).status).toBe(401);
  });

  it("documents the ETag the events list and the filters send for If-None-Match", async () => {
    const byName = new Map((await operations()).map(({ path, method, operation }) => [`${method} ${path}`, operation]));
    for (const [name, path] of [["get /api/v1/events/{lang}", apiPaths.events("pl")], ["get /api/v1/filters", apiPaths.filters()]] as const) {
      expect(byName.get(name)?.responses["200"], name).toMatchObject({ headers: { ETag: expect.any(Object) } });
      const etag = (await call(api, "GET", path)).headers.get("etag");
      expect(etag, path).toBeTruthy();
      expect((await call(api, "GET", path, { headers: { "If-None-Match": etag! } })).status, path).toBe(304);
    }
  });
});

describe("legal pages", () => {
  it.each(legalPages.flatMap((page) => eventLanguages.map((lang) => [page, lang] as const)))("serves %s in %s as HTML", async (page, lang) => {
    const answer = await call(api, "GET", apiPaths.legalPage(page, lang));
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toContain("text/html");
    expect(answer.body).toMatch(/^<h1>/);
  });

  it("answers 422 for an unknown page or language", async () => {
    expect((await call(api, "GET", "/api/v1/page/statute/de")).status).toBe(422);
    expect((await call(api, "GET", "/api/v1/page/cookies/pl")).status).toBe(422);
  });
});
