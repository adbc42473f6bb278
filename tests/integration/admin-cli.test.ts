// `npm run admin` as a person runs it: a process on the data folder of a stopped stack, then
// through the running stack's own emulator. Processes and a stack of its own: left to `npm test`,
// not the inner loop.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, inject, it } from "vitest";
import { startLocalStack } from "@ai-leaders/local";
import { postJson } from "../support/test-stack.ts";

describe("npm run admin against a data folder", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "admin-cli-"));
  const env = { ...process.env, DATA_DIR: dataDir, ADMIN_EMAILS: "cli@site.example" };
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  function runCli(...args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
    return new Promise((resolve) => {
      const child = spawn(process.execPath, ["--import", "tsx", "packages/local/src/admin-cli.ts", ...args], { env, stdio: "pipe" });
      let stdout = "";
      let stderr = "";
      child.stdout.on("data", (chunk) => (stdout += chunk));
      child.stderr.on("data", (chunk) => (stderr += chunk));
      child.on("exit", (code) => resolve({ code, stdout, stderr }));
    });
  }
  const passwordOf = (stdout: string) => /^password: (\S+)$/m.exec(stdout)?.[1] ?? "";

  it("makes the admin on the stopped stack's data, then again on the running stack's, refusing unlisted addresses", async () => {
    expect(await runCli("add")).toMatchObject({ code: 2, stderr: expect.stringContaining("Usage: npm run admin -- add <email>") });
    const refused = await runCli("add", "someone@else.example");
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain("someone@else.example is not in ADMIN_EMAILS (cli@site.example)");

    const made = await runCli("add", "cli@site.example");
    expect(made.code, made.stderr).toBe(0);
    expect(made.stdout).toContain("Made the admin account cli@site.example.");
    const first = passwordOf(made.stdout);

    const stack = await startLocalStack({
      port: 0,
      dataDir,
      settings: { ADMIN_EMAILS: "cli@site.example" },
      sqsEndpoint: inject("sqsEndpoint"),
    });
    try {
      const signIn = (password: string) => postJson(stack.request, `/api/auth/signin`, { email: "cli@site.example", password });
      const session = (await signIn(first)).json.session.access_token;
      const answer = await stack.request(`/api/admin/session`, { headers: { authorization: `Bearer ${session}` } });
      expect(await answer.json()).toEqual({
        admin: { email: "cli@site.example", must_change_password: true, requirement: "enrol-factor" },
      });

      // While the stack runs, the command writes through the stack's own emulator.
      const again = await runCli("add", "cli@site.example");
      expect(again.code, again.stderr).toBe(0);
      expect(again.stdout).toContain("The account cli@site.example already existed: promoted it to admin.");
      expect(again.stdout).toContain("Ended its 1 session and removed its second factors");
      expect((await stack.request(`/api/admin/session`, { headers: { authorization: `Bearer ${session}` } })).status).toBe(401);
      expect((await signIn(first)).status).toBe(401);
      expect((await signIn(passwordOf(again.stdout))).status).toBe(200);
    } finally {
      await stack.stop();
    }
  });
});
