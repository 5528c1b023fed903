import type { OpenAPIHono } from "@hono/zod-openapi";
import type { FestivalConfig } from "../config";
import type { Database } from "../db/database";
import type { SessionUser } from "../accounts/session-user";

/** What every request handler can read from the context. */
export interface FestivalEnv {
  Variables: {
    db: Database;
    config: FestivalConfig;
    /** The client's address: the socket peer, or X-Forwarded-For when the peer is a trusted proxy. */
    clientIp: string;
    /** Set by the auth middleware on routes that accept or require a bearer token. */
    user: SessionUser | undefined;
  };
}

export type FestivalApp = OpenAPIHono<FestivalEnv>;
