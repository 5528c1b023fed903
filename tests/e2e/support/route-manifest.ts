import { resolve } from "node:path";
import { pathToFileURL } from "node:url";

/** One action of the built portal: the URL pattern its POSTs go to and the names of the pattern's parameters. */
export interface PortalAction {
  /** The route's id in the manifest, e.g. `routes/event.$id.favourite`. */
  routeId: string;
  /** The URL pattern, e.g. `/event/:id/favourite`. */
  pattern: string;
  /** The pattern's parameters (`id`; `*` for a splat), each filled by the caller. */
  params: string[];
  /** An index route's action is addressed with `?index`; any other route's without. */
  index: boolean;
}

interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  hasAction: boolean;
}

/**
 * Every route of the built portal (`build/index.js`, the E2E global setup's build) that has an action, read from
 * the build's route manifest, so a route added later is tested without a line here. The manifest nests paths:
 * `routes/event.$id.favourite` has path `favourite` under `event/:id`, so each pattern joins its parents'.
 */
export async function portalActions(): Promise<PortalAction[]> {
  const build = (await import(pathToFileURL(resolve("build/index.js")).href)) as { assets: { routes: Record<string, ManifestRoute> } };
  const routes = build.assets.routes;
  const fullPath = (route: ManifestRoute): string => {
    const parent = route.parentId ? fullPath(routes[route.parentId]) : "";
    return [parent, route.path ?? ""].filter(Boolean).join("/");
  };
  return Object.values(routes)
    .filter((route) => route.hasAction)
    .map((route) => {
      const pattern = `/${fullPath(route)}`;
      const params = pattern.split("/").flatMap((segment) => (segment === "*" ? ["*"] : segment.startsWith(":") ? [segment.slice(1).replace(/\?$/, "")] : []));
      return { routeId: route.id, pattern, params, index: Boolean(route.index) };
    })
    .sort((a, b) => a.routeId.localeCompare(b.routeId));
}

/**
 * The action's URL with each parameter filled (values are used as they are: encode them first), as a document
 * POST or as the single-fetch data POST a hydrated page sends (`/event/1.data`, `/_root.data` for `/`).
 */
export function actionUrl(action: PortalAction, values: Record<string, string>, request: "document" | "data"): string {
  const path = action.pattern
    .split("/")
    .map((segment) => {
      if (segment === "*") return values["*"];
      if (!segment.startsWith(":")) return segment;
      return values[segment.slice(1).replace(/\?$/, "")];
    })
    .join("/");
  const dataPath = path === "/" ? "/_root.data" : `${path.replace(/\/$/, "")}.data`;
  return `${request === "data" ? dataPath : path}${action.index ? "?index" : ""}`;
}
