// Mailed links (issue 26): a token is kept only as its hash, spent by exactly one request, refused
// after its time or for another purpose, and retired by a newer link or an erasure.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LocalStack } from "@ai-leaders/local";
import { linkLifetimeSeconds } from "@ai-leaders/core/one-time-links";
import { scanTable, startTestStack } from "../support/test-stack.ts";

describe("one-time links", () => {
  let stack: LocalStack;
  const now = new Date("2026-11-26T10:00:00Z");
  const later = (seconds: number) => new Date(now.getTime() + seconds * 1000);

  beforeAll(async () => {
    stack = await startTestStack();
  });
  afterAll(() => stack?.stop());

  it("keeps only the token's hash, and lets exactly one of many simultaneous requests spend it", async () => {
    const links = stack.services.oneTimeLinks;
    const { token, expiresAt } = await links.issue({ purpose: "confirm-account", subject: "Reader@Firm.example" }, now);
    expect(expiresAt).toEqual(later(24 * 60 * 60));
    const rows = await scanTable(stack, "oneTimeLinks");
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(rows.find((row) => row.subject === "reader@firm.example")).toBeDefined();

    expect(await links.inspect(token, "confirm-account", now)).toMatchObject({ subject: "reader@firm.example" });
    const attempts = await Promise.all(Array.from({ length: 6 }, () => links.spend(token, "confirm-account", now)));
    expect(attempts.filter((attempt) => typeof attempt !== "string")).toHaveLength(1);
    expect(attempts.filter((attempt) => attempt === "used")).toHaveLength(5);
    expect(await links.inspect(token, "confirm-account", now)).toBe("used");
  });

  it("refuses a link after its time, for another purpose, or when mistyped, and spends nothing", async () => {
    const links = stack.services.oneTimeLinks;
    const { token } = await links.issue({ purpose: "reset-password", subject: "late@firm.example" }, now);
    const lifetime = linkLifetimeSeconds["reset-password"];
    expect(lifetime).toBe(30 * 60);
    expect(await links.spend(token, "reset-password", later(lifetime))).toBe("expired");
    expect(await links.spend(token, "confirm-account", now)).toBe("unknown");
    expect(await links.spend(`${token}x`, "reset-password", now)).toBe("unknown");
    // Still good just before its time: the refusals above spent nothing.
    expect(await links.spend(token, "reset-password", later(lifetime - 1))).toMatchObject({ subject: "late@firm.example" });
  });

  it("retires one purpose's links for an address, or all of them", async () => {
    const links = stack.services.oneTimeLinks;
    const reset = await links.issue({ purpose: "reset-password", subject: "many@firm.example" }, now);
    const confirm = await links.issue({ purpose: "confirm-account", subject: "many@firm.example" }, now);
    expect(await links.revoke("many@firm.example", "reset-password")).toBe(1);
    expect(await links.inspect(reset.token, "reset-password", now)).toBe("unknown");
    expect(await links.inspect(confirm.token, "confirm-account", now)).toMatchObject({ subject: "many@firm.example" });
    await links.revoke("MANY@firm.example");
    expect((await scanTable(stack, "oneTimeLinks")).filter((row) => row.subject === "many@firm.example")).toEqual([]);
  });
});
