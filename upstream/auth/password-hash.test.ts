import { describe, expect, it } from "vitest";
import { DEFAULT_PASSWORD_HASH_COST, hashPassword, passwordDecoyHash, verifyPassword } from "./password-hash";

describe("password hashes", () => {
  it("are scrypt at OWASP's floor unless told otherwise, and store their parameters", async () => {
    expect(DEFAULT_PASSWORD_HASH_COST).toBe(15);
    const stored = await hashPassword("bezpieczne1");
    expect(stored).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{44}$/);
    expect(await verifyPassword("bezpieczne1", stored)).toBe(true);
  });

  it("take a cost of their own, and each verifies at the parameters it was made with, whatever the cost is now", async () => {
    const cheap = await hashPassword("bezpieczne1", 10);
    expect(cheap.split("$").slice(0, 4)).toEqual(["scrypt", "1024", "8", "1"]);
    const dearer = await hashPassword("bezpieczne1", 12);
    expect(dearer.split("$")[1]).toBe("4096");
    for (const stored of [cheap, dearer]) {
      expect(await verifyPassword("bezpieczne1", stored)).toBe(true);
      expect(await verifyPassword("bezpieczne2", stored)).toBe(false);
    }
  });

  it("compare a password the same way however it is composed (NFKC), and never match a foreign scheme", async () => {
    const stored = await hashPassword("zażółć1", 10);
    expect(await verifyPassword("zaz\u0307o\u0301łc\u03011", stored)).toBe(true);
    expect(await verifyPassword("bezpieczne1", "bcrypt$10$abc$def")).toBe(false);
  });

  it("keep one decoy per cost, at that cost, so an unknown e-mail costs the time of a real login", async () => {
    const decoy = await passwordDecoyHash(10);
    expect(await passwordDecoyHash(10)).toBe(decoy);
    expect(decoy.split("$")[1]).toBe("1024");
    expect((await passwordDecoyHash(11)).split("$")[1]).toBe("2048");
  });
});
