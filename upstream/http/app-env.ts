import type { OpenAPIHono } from "@hono/zod-openapi";
import type { FestivalDeps } from "../festival-deps";
import type { SessionUser } from "../accounts/session-user";

/** What every request handler can read from the context. */
export interface FestivalEnv {
  Variables: {
    deps: FestivalDeps;
    /** The client's address: the socket peer, or X-Forwarded-For when the peer is a trusted proxy. */
    clientIp: string;
    /** Set by the auth middleware on routes that accept or require a bearer token. */
    user: SessionUser | undefined;
  };
}

export type FestivalApp = OpenAPIHono<FestivalEnv>;
