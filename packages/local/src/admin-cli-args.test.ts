import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { tables } from "@ai-leaders/infra";
import { adminUsage, cloudTableName, parseAdminArgs, secretParameterNames, sstAppName } from "./admin-cli-args.ts";

describe("npm run admin's arguments", () => {
  it("reads add <email>, lower-cased, with an optional stage", () => {
    expect(parseAdminArgs(["add", "Owner@Site.example"])).toEqual({ command: "add", email: "owner@site.example" });
    expect(parseAdminArgs(["add", "owner@site.example", "--stage", "prod"])).toEqual({
      command: "add",
      email: "owner@site.example",
      stage: "prod",
    });
    expect(parseAdminArgs(["--stage=dev", "add", "owner@site.example"])).toEqual({
      command: "add",
      email: "owner@site.example",
      stage: "dev",
    });
  });

  it.each([[[]], [["add"]], [["remove", "owner@site.example"]], [["add", "a@b.example", "c@d.example"]]])(
    "answers %j with the usage",
    (argv) => {
      expect(parseAdminArgs(argv)).toEqual({ error: adminUsage });
    },
  );

  it("refuses an unknown option and a stage that is not a stage name", () => {
    expect(parseAdminArgs(["add", "a@b.example", "--force"])).toEqual({ error: expect.stringContaining("--force") });
    expect(parseAdminArgs(["add", "a@b.example", "--stage", "prod; rm"])).toEqual({
      error: expect.stringContaining("is not a stage name"),
    });
  });
});

describe("a stage's tables and secrets", () => {
  it("names tables as SST names the storage stack's Table constructs: <stage>-<app>-<key>", () => {
    expect(cloudTableName("prod", "users")).toBe("prod-ai-for-leaders-users");
    expect(cloudTableName("dev", "auditLog")).toBe("dev-ai-for-leaders-auditLog");
    expect(Object.keys(tables)).toContain("auditLog");
  });

  it("uses the app name sst.config.ts declares, and SST's Parameter Store paths", () => {
    const config = readFileSync(new URL("../../../sst.config.ts", import.meta.url), "utf8");
    expect(config).toContain(`name: "${sstAppName}"`);
    expect(secretParameterNames("prod", "ADMIN_EMAILS")).toEqual([
      "/sst/ai-for-leaders/prod/Secret/ADMIN_EMAILS/value",
      "/sst/ai-for-leaders/.fallback/Secret/ADMIN_EMAILS/value",
    ]);
  });
});
