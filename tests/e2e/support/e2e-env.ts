/** Fixed so the config, the global setup and every worker agree on it; override with E2E_PORT. */
export const e2ePortalPort = Number(process.env.E2E_PORT ?? 3217);
export const e2ePortalUrl = `http://127.0.0.1:${e2ePortalPort}`;
