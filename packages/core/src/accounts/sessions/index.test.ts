import { describe, expect, it } from "vitest";
import { approximateNetwork, describeDevice } from "./index.ts";

describe("a session's client as the list shows it", () => {
  it("names the browser and system in a few words", () => {
    expect(
      describeDevice("Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36"),
    ).toBe("Chrome on macOS");
    expect(
      describeDevice(
        "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36 Edg/131.0",
      ),
    ).toBe("Edge on Windows");
    expect(describeDevice("Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0")).toBe("Firefox on Linux");
    expect(
      describeDevice("Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36"),
    ).toBe("Chrome on Android");
    expect(describeDevice(undefined)).toBe("Unknown device");
  });

  it("keeps the network, never the full address", () => {
    expect(approximateNetwork("203.0.113.77")).toBe("203.0.113.0/24");
    expect(approximateNetwork("2001:db8:abcd:12::1")).toBe("2001:db8:abcd::/48");
    expect(approximateNetwork("2001:db8::1")).toBe("2001:db8:0::/48");
    expect(approximateNetwork("unknown")).toBe("Unknown");
  });
});
