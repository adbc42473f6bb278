import { describe, expect, it } from "vitest";
import { isSmokeKey, smokeKey } from "./index.ts";

const secret = "a-token-secret-of-at-least-32-characters";

describe("the smoke key", () => {
  it("is the same for one secret and another for another", () => {
    expect(smokeKey(secret)).toBe(smokeKey(secret));
    expect(smokeKey(`${secret}!`)).not.toBe(smokeKey(secret));
    expect(smokeKey(secret)).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it("is accepted only as the stage's own key, whole", () => {
    const key = smokeKey(secret);
    expect(isSmokeKey(key, secret)).toBe(true);
    expect(isSmokeKey(undefined, secret)).toBe(false);
    expect(isSmokeKey("", secret)).toBe(false);
    expect(isSmokeKey(smokeKey("another-token-secret-of-32-characters"), secret)).toBe(false);
    expect(isSmokeKey(key.slice(0, -1), secret)).toBe(false);
    expect(isSmokeKey(`${key}x`, secret)).toBe(false);
    expect(isSmokeKey(secret, secret)).toBe(false);
  });
});
