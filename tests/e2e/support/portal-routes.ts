import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "@remix-run/node";
import type { PortalAction } from "./route-manifest";

/** One route of the built portal: its URL pattern (as route-manifest.ts's actions have) and what it answers. */
export interface PortalRoute extends PortalAction {
  /** Answers GET: it has a loader or a page to render (a route with neither is only posted to). */
  answersGet: boolean;
  /** Takes POSTs: it has an action. */
  answersPost: boolean;
}

/**
 * Every route of the built portal but the root (`build/index.js` `routes`, the E2E global setup's build), so a
 * route added later is visited without a line here. The build nests paths (`routes/event.$id.favourite` has path
 * `favourite` under `event/:id`), so each pattern joins its parents'.
 */
export async function portalRoutes(): Promise<PortalRoute[]> {
  const build = (await import(pathToFileURL(resolve("build/index.js")).href)) as ServerBuild;
  const routes = build.routes;
  const fullPath = (id: string): string => {
    const route = routes[id]!;
    return [route.parentId ? fullPath(route.parentId) : "", route.path ?? ""].filter(Boolean).join("/");
  };
  return Object.values(routes)
    .flatMap((route) => (route && route.parentId ? [route] : []))
    .map((route) => {
      const pattern = `/${fullPath(route.id)}`;
      const params = pattern.split("/").flatMap((segment) => (segment === "*" ? ["*"] : segment.startsWith(":") ? [segment.slice(1).replace(/\?$/, "")] : []));
      return {
        routeId: route.id,
        pattern,
        params,
        index: Boolean(route.index),
        answersGet: Boolean(route.module.loader ?? route.module.default),
        answersPost: Boolean(route.module.action),
      };
    })
    .sort((a, b) => a.routeId.localeCompare(b.routeId));
}
