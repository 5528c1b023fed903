import { randomBytes } from "node:crypto";
import type { Queryable } from "../db/database";

/**
 * The HMAC key of e-mail links: APP_KEY when set, else a random key generated on first start and kept in
 * app_settings, so links survive restarts and every instance on one database accepts them.
 */
export async function loadSigningKey(db: Queryable, appKey: string | undefined): Promise<string> {
  if (appKey) return appKey;
  await db.query("INSERT INTO app_settings (key, value) VALUES ('signing_key', $1) ON CONFLICT (key) DO NOTHING", [
    randomBytes(32).toString("hex"),
  ]);
  const [row] = await db.query<{ value: string }>("SELECT value FROM app_settings WHERE key = 'signing_key'");
  return row.value;
}
