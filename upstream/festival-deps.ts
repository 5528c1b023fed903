import type { FestivalConfig } from "./config";
import type { Database } from "./db/database";

/** What the services need: the database, the configuration and the key that signs e-mail links. */
export interface FestivalDeps {
  db: Database;
  config: FestivalConfig;
  signingKey: string;
}
