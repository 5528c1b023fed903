import { createHash, randomBytes } from "node:crypto";

/** A random token for a bearer session or a reset link; only its SHA-256 is stored. */
export function newSecretToken(): string {
  return randomBytes(32).toString("base64url");
}

export function hashSecretToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
