import { describe, expect, it } from "vitest";
import { argon2id, argon2Verify } from "hash-wasm";
import { decoyPasswordHash, hashPassword, parsePhc, verifyPassword, wasmArgon2id } from "./passwords.ts";

describe("passwords", () => {
  it("stores argon2id at the OWASP minimum (19 MiB, 2 passes, 1 lane) with a 16-byte salt, in PHC form", async () => {
    const stored = await hashPassword("Console2026Ready");
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    expect(await hashPassword("Console2026Ready")).not.toBe(stored);
  });

  it("verifies the right password only", async () => {
    const stored = await hashPassword("Console2026Ready");
    expect(await verifyPassword(stored, "Console2026Ready")).toBe(true);
    expect(await verifyPassword(stored, "Console2026ready")).toBe(false);
    expect(await verifyPassword(await decoyPasswordHash(), "Console2026Ready")).toBe(false);
  });

  it("reads the hashes stored before Node's argon2 was used, and writes hashes the reference library reads", async () => {
    const salt = new Uint8Array(16).fill(7);
    const earlier = await argon2id({
      password: "Console2026Ready",
      salt,
      parallelism: 1,
      iterations: 2,
      memorySize: 19_456,
      hashLength: 32,
      outputType: "encoded",
    });
    expect(await verifyPassword(earlier, "Console2026Ready")).toBe(true);
    expect(await verifyPassword(earlier, "wrong")).toBe(false);
    expect(await argon2Verify({ password: "Console2026Ready", hash: await hashPassword("Console2026Ready") })).toBe(true);
  });

  it("gives the same bytes from WebAssembly as from Node, for a runtime without Node's argon2", async () => {
    const stored = await hashPassword("Console2026Ready");
    const { salt, cost, hash } = parsePhc(stored)!;
    expect(Buffer.from(await wasmArgon2id("Console2026Ready", salt, cost, 32)).equals(Buffer.from(hash))).toBe(true);
  });

  it("matches nothing it cannot read: another algorithm, a cost none of ours has, a cut string", async () => {
    const stored = await hashPassword("Console2026Ready");
    expect(await verifyPassword(stored.replace("argon2id", "argon2i"), "Console2026Ready")).toBe(false);
    expect(await verifyPassword(stored.replace("m=19456", "m=9999999"), "Console2026Ready")).toBe(false);
    expect(await verifyPassword(stored.slice(0, -10), "Console2026Ready")).toBe(false);
    expect(await verifyPassword("", "")).toBe(false);
  });
});
