// A website roast as the page asks for one: started with the access token, then polled until it
// is done. For the tests of what a finished roast holds (screenshots, checks, the share page).
import { expect } from "vitest";
import type { PageReport } from "@ai-leaders/core/roast/report";
import type { LocalStack } from "@ai-leaders/local";
import { eventually, postJson, type TestStackOptions } from "./test-stack.ts";
import { useTestStack } from "./use-stack.ts";

export interface RoastableStack<Site> {
  site: Site;
  stack: LocalStack;
  accessToken: string;
}

/**
 * A site on loopback, a stack that may roast it (private hosts allowed) and an access token,
 * started before the suite's tests and stopped after them; read the fields inside the tests.
 */
export function useRoastableStack<Site extends { close(): Promise<void> }>(
  startSite: () => Promise<Site>,
  options: TestStackOptions = {},
): RoastableStack<Site> {
  return useTestStack({
    beside: async () => ({ site: await startSite() }),
    stack: { ...options, settings: { ANALYZER_ALLOW_PRIVATE_HOSTS: "1", ...options.settings } },
    access: true,
  });
}

export interface FinishedRoast {
  resultId: string;
  report: PageReport;
  /** The report as text (Markdown), as the polling answer carries it. */
  content: string;
}

/** Starts a website roast as the page does; the ticket to follow it. */
export async function startWebsiteRoast(stack: LocalStack, accessToken: string, url: string, headers: Record<string, string> = {}) {
  const started = await postJson(
    stack.request,
    `/api/workflows/website-roast`,
    { url },
    { headers: { "content-type": "application/json", "x-access-token": accessToken, ...headers } },
  );
  expect(started.status).toBe(201);
  return started.json as { session_id: string; watch_token: string };
}

export async function roastUntilDone(
  stack: LocalStack,
  accessToken: string,
  url: string,
  headers: Record<string, string> = {},
): Promise<FinishedRoast> {
  const started = await startWebsiteRoast(stack, accessToken, url, headers);
  const done = await eventually(async () => {
    const response = await stack.request(`/api/get-analysis-result?session_id=${started.session_id}`, {
      headers: { "x-access-token": accessToken },
    });
    const json = (await response.json()) as { success: boolean; data: Record<string, any> };
    return json.success ? json.data : undefined;
  });
  expect(done.status, JSON.stringify(done)).toBe("completed");
  return { resultId: done.result_id, report: done.report, content: done.content ?? done.analysis ?? "" };
}
