// The founder form asks for a company website as soon as the address typed is a mail provider's.
import { describe, expect, it } from "vitest";
import { isFreeMailAddress } from "./index.ts";

describe("a personal-mail address", () => {
  it.each(["sam@gmail.com", " Sam@GMAIL.com ", "sam@yahoo.co.uk", "sam@proton.me"])("is %j", (email) => {
    expect(isFreeMailAddress(email)).toBe(true);
  });

  it.each(["sam@ledgerly.example", "sam@gmail", "gmail.com", "@gmail.com", "sam@"])("is not %j", (email) => {
    expect(isFreeMailAddress(email)).toBe(false);
  });
});
