import { afterEach, describe, expect, it, vi } from "vitest";
import { withCloudSettings, type CloudSettings } from "./environment.ts";

describe("withCloudSettings", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.useRealTimers();
  });

  it("builds the handler once from the bound secrets, and again only after they are read afresh", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.stubEnv("SST_Secret_value_TOKEN_SECRET", "t".repeat(32));
    const builtFrom: CloudSettings[] = [];
    const handler = withCloudSettings("ws", (settings) => {
      builtFrom.push(settings);
      return async (event: string) => `${event} answered with ${settings.TOKEN_SECRET?.length}-character secret`;
    });

    expect(await handler("first")).toBe("first answered with 32-character secret");
    expect(await handler("second")).toBe("second answered with 32-character secret");
    expect(builtFrom).toHaveLength(1);

    vi.setSystemTime(Date.now() + 5 * 60_000);
    await handler("later");
    expect(builtFrom).toHaveLength(2);
  });

  it("answers every invocation with the reason when a secret cannot be read", async () => {
    const handler = withCloudSettings("ws", () => async () => "never built");
    await expect(handler()).rejects.toThrow("Secret TOKEN_SECRET is not bound");
  });
});
