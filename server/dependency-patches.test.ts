import { createRequire } from "node:module";
import type { AgnosticRouteObject } from "@remix-run/router";
import { describe, expect, it } from "vitest";

/**
 * The server's copies of the router keep what they used to rebuild for every request (patches/): each route
 * pattern's compiled RegExp, each route array's ranked branches, and the data routes made from the same routes. These
 * check that the kept answers are the ones the router gave before, per array and per pattern, and that the patches
 * are applied in the installed tree.
 */

// The files the server runs: Remix requires them as CommonJS, and only those are patched. Vite would resolve the
// imports to the ES builds, which the browser gets unpatched.
const require = createRequire(import.meta.url);
const { matchPath, matchRoutes } = require("@remix-run/router") as typeof import("@remix-run/router");
const { createStaticHandler, createStaticRouter } = require("react-router-dom/server") as typeof import("react-router-dom/server");

const matchedIds = (routes: AgnosticRouteObject[], pathname: string) => matchRoutes(routes, pathname)?.map((match) => match.route.id) ?? null;

describe("route matching with the ranked branches kept per array", () => {
  it("ranks a fixed path before a parameter, however often the same array is matched", () => {
    const routes = [
      { id: "event", path: "/event/:id" },
      { id: "event-new", path: "/event/new" },
    ];
    for (let round = 0; round < 3; round++) {
      expect(matchedIds(routes, "/event/new")).toEqual(["event-new"]);
      expect(matchedIds(routes, "/event/7")).toEqual(["event"]);
    }
  });

  it("answers each array from its own routes, never from another array matched before", () => {
    const first = [{ id: "list", path: "/" }, { id: "event", path: "/event/:id" }];
    const second = [{ id: "login", path: "/login" }, { id: "other-event", path: "/event/:id", children: [{ id: "reviews", path: "reviews" }] }];
    expect(matchedIds(first, "/event/7")).toEqual(["event"]);
    expect(matchedIds(second, "/event/7")).toEqual(["other-event"]);
    expect(matchedIds(second, "/event/7/reviews")).toEqual(["other-event", "reviews"]);
    expect(matchedIds(first, "/event/7/reviews")).toBeNull();
    expect(matchedIds(first, "/login")).toBeNull();
  });
});

describe("a pattern's compiled RegExp kept per pattern and flags", () => {
  it("keeps case sensitivity and the end of the path apart for the same pattern", () => {
    expect(matchPath({ path: "/Event", caseSensitive: true }, "/event")).toBeNull();
    expect(matchPath({ path: "/Event", caseSensitive: false }, "/event")?.pathname).toBe("/event");
    expect(matchPath({ path: "/event", end: false }, "/event/7")?.pathnameBase).toBe("/event");
    expect(matchPath({ path: "/event", end: true }, "/event/7")).toBeNull();
    expect(matchPath("/event/:id", "/event/7")?.params).toEqual({ id: "7" });
    expect(matchPath("/event/:id", "/event/8")?.params).toEqual({ id: "8" });
  });
});

describe("the static router's data routes", () => {
  const routes = [{ id: "root", path: "/", children: [{ id: "event", path: "event/:id" }] }];

  async function contextFor(url: string) {
    const context = await createStaticHandler(routes).query(new Request(url));
    if (context instanceof Response) throw new Error(`${url} answered a redirect`);
    return context;
  }

  it("are made once for the same routes, and each page's matches still come from them", async () => {
    const first = createStaticRouter(routes, await contextFor("http://portal.test/event/7"));
    const second = createStaticRouter(routes, await contextFor("http://portal.test/"));
    expect(second.routes).toBe(first.routes);
    expect(first.state.matches.map((match) => [match.route.id, match.params])).toEqual([
      ["root", { id: "7" }],
      ["event", { id: "7" }],
    ]);
    expect(second.state.matches.map((match) => match.route.id)).toEqual(["root"]);
    expect(first.state.matches[1].route).toBe(first.routes[0].children![0]);
  });

  it("are made anew for other routes", async () => {
    const otherRoutes = [{ id: "root", path: "/", children: [{ id: "event", path: "event/:id" }] }];
    const router = createStaticRouter(otherRoutes, await contextFor("http://portal.test/"));
    expect(router.routes).not.toBe(createStaticRouter(routes, await contextFor("http://portal.test/")).routes);
    expect(router.routes[0].id).toBe("root");
  });
});
