import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";

/**
 * scrypt's cost as a power of two (N = 2^cost, r=8, p=1). 15 is OWASP's recommended floor: about 32 MB and 50-150
 * ms a hash on a small server. `PASSWORD_HASH_COST` sets it (upstream/config.ts); the test suites lower it, since
 * their accounts guard nothing and their hashes at 15 took about a fifth of vitest's CPU time.
 */
export const DEFAULT_PASSWORD_HASH_COST = 15;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const KEY_LENGTH = 32;

/** The memory scrypt takes for N and r is 128·N·r bytes; node refuses to use more than `maxmem`. */
function scryptOptions(N: number, r: number, p: number): ScryptOptions {
  return { N, r, p, maxmem: 2 * 128 * N * r };
}

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize("NFKC"), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

/** Encodes the parameters with the hash, so that the cost can change without breaking the accounts made before. */
export async function hashPassword(password: string, cost = DEFAULT_PASSWORD_HASH_COST): Promise<string> {
  const N = 2 ** cost;
  const salt = randomBytes(16);
  const key = await derive(password, salt, scryptOptions(N, BLOCK_SIZE, PARALLELISM));
  return `scrypt$${N}$${BLOCK_SIZE}$${PARALLELISM}$${salt.toString("base64")}$${key.toString("base64")}`;
}

/** Checks a password against a stored hash at the parameters stored with it, whatever the cost is now. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !key) return false;
  const expected = Buffer.from(key, "base64");
  const actual = await derive(password, Buffer.from(salt, "base64"), scryptOptions(Number(n), Number(r), Number(p)));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * A hash that no password matches, compared against when the e-mail is unknown, so timing reveals nothing: made at
 * the cost new accounts get, once per cost.
 */
const decoyHashes = new Map<number, Promise<string>>();
export function passwordDecoyHash(cost = DEFAULT_PASSWORD_HASH_COST): Promise<string> {
  let decoy = decoyHashes.get(cost);
  if (!decoy) {
    decoy = hashPassword(randomBytes(16).toString("hex"), cost);
    decoyHashes.set(cost, decoy);
  }
  return decoy;
}
