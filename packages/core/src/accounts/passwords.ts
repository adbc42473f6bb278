// argon2id (RFC 9106) with the OWASP minimum: 19 MiB, 2 passes, 1 lane, stored in the PHC string
// format every argon2 library reads ($argon2id$v=19$m=…,t=…,p=…$salt$hash). Node's own argon2
// (24.7 and later, built with OpenSSL 3.2 or later) runs about 3.5 times faster than WebAssembly
// and off the event loop, so a sign-in neither waits as long nor holds up other requests. Where
// the runtime lacks it, hash-wasm's reference algorithm gives the same bytes: loaded only then.
import * as nodeCrypto from "node:crypto";

interface Argon2Cost {
  /** KiB. */
  memory: number;
  passes: number;
  parallelism: number;
}

const cost: Argon2Cost = { memory: 19_456, passes: 2, parallelism: 1 };
const hashLength = 32;
const argon2Version = 19;

export async function hashPassword(password: string): Promise<string> {
  const salt = nodeCrypto.getRandomValues(new Uint8Array(16));
  const hash = await argon2id(password, salt, cost, hashLength);
  return `$argon2id$v=${argon2Version}$m=${cost.memory},t=${cost.passes},p=${cost.parallelism}$${unpadded(salt)}$${unpadded(hash)}`;
}

/** Checks a password against a stored PHC string, with the cost it was hashed with; anything unreadable does not match. */
export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  const parsed = parsePhc(stored);
  if (!parsed) return false;
  const computed = await argon2id(password, parsed.salt, parsed.cost, parsed.hash.length);
  return nodeCrypto.timingSafeEqual(computed, parsed.hash);
}

/** Verified against when the email is unknown, so both failures take the same time. */
let decoyHash: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  return (decoyHash ??= hashPassword(crypto.randomUUID()));
}

const phcPattern = /^\$argon2id\$v=19\$m=(\d{1,7}),t=(\d{1,3}),p=(\d{1,2})\$([A-Za-z0-9+/]{11,})\$([A-Za-z0-9+/]{22,})$/;

export function parsePhc(stored: string): { cost: Argon2Cost; salt: Uint8Array; hash: Uint8Array } | null {
  const match = phcPattern.exec(stored);
  if (!match) return null;
  const [, memory, passes, parallelism, salt, hash] = match;
  // No stored hash of ours costs more than 256 MiB: a larger figure is not one of ours.
  if (Number(memory) > 262_144 || Number(passes) < 1 || Number(parallelism) < 1) return null;
  return {
    cost: { memory: Number(memory), passes: Number(passes), parallelism: Number(parallelism) },
    salt: Buffer.from(salt!, "base64"),
    hash: Buffer.from(hash!, "base64"),
  };
}

const unpadded = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64").replace(/=+$/, "");

type Argon2Engine = (password: string, salt: Uint8Array, cost: Argon2Cost, length: number) => Promise<Uint8Array>;

/** Node's argon2, or undefined on a runtime without it. */
const nativeArgon2id: Argon2Engine | undefined =
  typeof nodeCrypto.argon2 === "function"
    ? (password, salt, { memory, passes, parallelism }, tagLength) =>
        new Promise((resolve, reject) =>
          nodeCrypto.argon2("argon2id", { message: password, nonce: salt, memory, passes, parallelism, tagLength }, (error, key) =>
            error ? reject(error) : resolve(key),
          ),
        )
    : undefined;

export const wasmArgon2id: Argon2Engine = async (password, salt, { memory, passes, parallelism }, hashLength) => {
  const { argon2id: hashWasm } = await import("./argon2.ts");
  return hashWasm({ password, salt, memorySize: memory, iterations: passes, parallelism, hashLength, outputType: "binary" });
};

/** Set once Node's argon2 has failed (built without OpenSSL's argon2): the same bytes come from WebAssembly. */
let nativeUnavailable = nativeArgon2id === undefined;

async function argon2id(password: string, salt: Uint8Array, argonCost: Argon2Cost, length: number): Promise<Uint8Array> {
  if (!nativeUnavailable) {
    try {
      return await nativeArgon2id!(password, salt, argonCost, length);
    } catch {
      nativeUnavailable = true;
    }
  }
  return wasmArgon2id(password, salt, argonCost, length);
}
