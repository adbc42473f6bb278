import { afterEach, describe, expect, it, vi } from "vitest";
import { passkeyRefusal } from "./factors-api.ts";

afterEach(() => vi.unstubAllGlobals());

const refused = (name: string) => Object.assign(new Error("refused"), { name });

describe("why a passkey was refused, in words that say what to do", () => {
  it("names the IP address as the cause on a site opened at 127.0.0.1, and where to go instead", () => {
    vi.stubGlobal("location", new URL("http://127.0.0.1:3000/level-2?tab=vote"));
    expect(passkeyRefusal(refused("SecurityError"))).toBe(
      "Passkeys need the site's name, not an IP address: open http://localhost:3000/level-2?tab=vote and try again.",
    );
    // Whatever the browser said: on an IP address no passkey can work.
    expect(passkeyRefusal(refused("NotAllowedError"))).toMatch(/^Passkeys need the site's name/);
  });

  it("tells a passkey already on this device, and a device that cannot make one, from a cancelled request", () => {
    vi.stubGlobal("location", new URL("http://localhost:3000/level-2"));
    expect(passkeyRefusal(refused("InvalidStateError"))).toBe("This device already has a passkey for your account.");
    expect(passkeyRefusal(refused("NotSupportedError"))).toMatch(/^This browser or device cannot make a passkey/);
    expect(passkeyRefusal(refused("NotAllowedError"))).toBe("The passkey request was cancelled.");
  });
});
