import type { MapTiles } from "./organiser-map-props";

/** Tile server and its attribution (ARCHITECTURE.md "Configuration": MAP_TILE_URL, MAP_ATTRIBUTION). */
export function mapTilesFromEnv(env: NodeJS.ProcessEnv = process.env): MapTiles {
  return {
    url: env.MAP_TILE_URL || "https://tile.openstreetmap.org/{z}/{x}/{y}.png",
    attribution: env.MAP_ATTRIBUTION || '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>',
  };
}
