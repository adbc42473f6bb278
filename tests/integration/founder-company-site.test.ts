// The founder profile for a personal-mail address, over real HTTP: the company website the visitor
// gives is checked at the API (a bad one is refused and nothing is stored), and the built-in
// analyzer reads that site's homepage instead of the mail provider's domain.
import { describe, expect, it } from "vitest";
import { rateLimits } from "@ai-leaders/core/rate-limit";
import { eventually, postJson, scanTable } from "../support/test-stack.ts";
import { startFixtureSite } from "../support/fixture-site.ts";
import { useRoastableStack } from "../support/roast.ts";

const generous = { limit: 10_000, windowSeconds: 600 };

describe("the founder profile with a company website", () => {
  const suite = useRoastableStack(startFixtureSite, { rateLimits: { ...rateLimits, workflow: generous } });

  const start = (body: unknown) =>
    postJson(suite.stack.request, `/api/workflows/founder-profile`, body, {
      headers: { "content-type": "application/json", "x-access-token": suite.accessToken },
    });

  it.each([
    ["yourcompany dot com", "Please enter a valid URL"],
    ["ftp://ledgerly.example", "URL must use http or https protocol"],
  ])("refuses the company website %j with a 400 and stores nothing", async (companyUrl, message) => {
    const before = await scanTable(suite.stack, "analysisJobs");
    const response = await start({ name: "Sam Rivera", email: "sam.rivera@gmail.com", company_url: companyUrl });
    expect(response.status).toBe(400);
    expect(response.json.error.message).toBe(message);
    expect(await scanTable(suite.stack, "analysisJobs")).toEqual(before);
  });

  it("reads the homepage of the website given and says which site it read", async () => {
    const homepage = new URL("/", suite.site.url("strong"));
    const started = await start({ name: "Sam Rivera", email: "sam.rivera@gmail.com", company_url: `${homepage.origin}/team` });
    expect(started.status).toBe(201);
    const result = await eventually(async () => {
      const response = await suite.stack.request(`/api/get-analysis-result?session_id=${started.json.session_id}`, {
        headers: { "x-access-token": suite.accessToken },
      });
      const polled = (await response.json()) as { success: boolean; data: { status: string; analysis?: string } };
      return polled.success ? polled.data : undefined;
    });
    expect(result.status).toBe("completed");
    expect(result.analysis).toContain("Founder brief: Sam Rivera, Ledgerly");
    expect(result.analysis).toContain(`- You gave ${homepage.host} as your company website, so I read the homepage at ${homepage.href}`);
    expect(result.analysis).not.toContain("mail provider");
  });
});
