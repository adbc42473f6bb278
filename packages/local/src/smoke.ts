// The end-to-end check an operator runs against a running site: after `sst deploy`, every five
// minutes from a scheduler, or against the local stack (CI does). It goes through the site's own
// origin, as a visitor's browser would, and leaves no trace: its requests carry the stage's smoke key
// (core/smoke), so its vote is on a suggestion nobody sees and is cleared, its gate entry and roast
// count nothing, and its browser asks not to be counted (GPC), as a visitor's may.
import { randomBytes } from "node:crypto";
import WebSocket from "ws";
import { deviceKeyHeader } from "@ai-leaders/core/roast/store";
import { smokeKeyHeader } from "@ai-leaders/core/smoke";
import { smokeSuggestionId } from "@ai-leaders/core/voting";

export interface SmokeOptions {
  /** The site's origin, e.g. https://aiforleaders.example or http://127.0.0.1:3000. */
  siteUrl: string;
  accessCode: string;
  /** The stage's smoke key (core/smoke: derived from its TOKEN_SECRET). */
  smokeKey: string;
  /** The page the workflow roasts: the site's own landing page unless told otherwise. */
  roastUrl?: string;
  /** The longest a workflow may take to be pushed its result. */
  resultTimeoutMs?: number;
  /**
   * The stage's own API addresses (its ApiUrl and RealtimeUrl outputs): each must refuse what did not
   * come through the site. Unset (the local stack has none): the step is not run.
   */
  directUrls?: { api: string; realtime: string };
}

export interface SmokeStep {
  name: string;
  ok: boolean;
  ms: number;
  detail: string;
}

class SmokeFailure extends Error {}

/** Runs every step in order, each timed; a failed step is reported and the rest still run where they can. */
export async function runSmoke(options: SmokeOptions): Promise<SmokeStep[]> {
  const site = new URL(options.siteUrl).origin;
  const steps: SmokeStep[] = [];
  // A device key of its own, as a browser has: the roast's kept result is deleted with it.
  const asSmoke = {
    [smokeKeyHeader]: options.smokeKey,
    "sec-gpc": "1",
    dnt: "1",
    [deviceKeyHeader]: randomBytes(32).toString("base64url"),
  };
  const get = (url: string, headers: Record<string, string> = {}) => fetch(url, { headers: { ...asSmoke, ...headers } });
  const send = (method: "POST" | "DELETE", url: string, body?: unknown, headers: Record<string, string> = {}) =>
    fetch(url, {
      method,
      headers: { ...asSmoke, ...(body !== undefined && { "content-type": "application/json" }), ...headers },
      ...(body !== undefined && { body: JSON.stringify(body) }),
    });
  const step = async <T>(name: string, check: () => Promise<{ detail: string; value?: T }>): Promise<T | undefined> => {
    const started = performance.now();
    try {
      const { detail, value } = await check();
      steps.push({ name, ok: true, ms: performance.now() - started, detail });
      return value;
    } catch (error) {
      steps.push({ name, ok: false, ms: performance.now() - started, detail: (error as Error).message });
      return undefined;
    }
  };

  await step("public page", async () => {
    const page = await get(`${site}/`);
    const html = await page.text();
    expectThat(
      page.status === 200 && /text\/html/.test(page.headers.get("content-type") ?? ""),
      `GET / answered ${page.status} ${page.headers.get("content-type")}`,
    );
    expectThat(/<h1[\s>]/.test(html), "the landing page has no heading in its HTML (not prerendered?)");
    return { detail: `200, ${html.length} bytes of HTML` };
  });

  await step("address the API sees", async () => {
    const { address } = await json<{ address: string }>(await get(`${site}/api/viewer-address`), 200);
    return { detail: address };
  });

  const accessToken = await step("access gate", async () => {
    const locked = await get(`${site}/api/access/session`);
    expectThat(locked.status === 401, `the gate let a visitor without a code through (${locked.status})`);
    const { token } = await json<{ token: string }>(await send("POST", `${site}/api/access`, { code: options.accessCode }), 200);
    await json(await get(`${site}/api/access/session`, { "x-access-token": token }), 200);
    return { detail: "refused without a code, open with it", value: token };
  });
  if (!accessToken) return steps;
  const gated = { "x-access-token": accessToken };

  await step("vote counted once, then cleared", async () => {
    const votes = `${site}/api/suggestions/${smokeSuggestionId}/votes`;
    const clear = async () => {
      const cleared = await send("DELETE", votes, undefined, gated);
      expectThat(cleared.status !== 404, "the smoke's suggestion is unknown: is the smoke key this stage's (SMOKE_KEY)?");
      return (await json<{ cleared: number }>(cleared, 200)).cleared;
    };
    const voteTwice = async () => {
      const first = await send("POST", votes, {}, gated);
      const body = await first.text();
      expectThat(first.status === 201, `the vote answered ${first.status}: ${body.slice(0, 160)}`);
      const { vote_count } = JSON.parse(body) as { vote_count: number };
      expectThat(vote_count === 1, `one vote was counted as ${vote_count}`);
      const voter = (first.headers.get("set-cookie") ?? "").split(";")[0]!;
      const again = await send("POST", votes, {}, { ...gated, cookie: voter });
      expectThat(again.status === 409, `a repeat vote by the same voter answered ${again.status}, not 409`);
      return voter;
    };
    // A run that stopped halfway left its vote: it goes before this one is counted.
    const leftBefore = await clear();
    // Cleared whatever happened, then any failure told.
    const voter = await voteTwice().catch((error: Error) => error);
    const cleared = await clear();
    if (voter instanceof Error) throw voter;
    expectThat(cleared === 1, `clearing the vote removed ${cleared}, not 1`);
    const { voted } = await json<{ voted: string[] }>(
      await send("POST", `${site}/api/suggestions/voted`, { ids: [smokeSuggestionId] }, { ...gated, cookie: voter }),
      200,
    );
    expectThat(voted.length === 0, "the voter still has a vote after it was cleared");
    return { detail: `counted once, repeat refused, cleared${leftBefore > 0 ? ` (and ${leftBefore} left by an earlier run)` : ""}` };
  });

  await step("workflow result pushed over the socket", async () => {
    const started = await json<{ session_id: string; watch_token: string }>(
      await send("POST", `${site}/api/workflows/website-roast`, { url: options.roastUrl ?? `${site}/` }, gated),
      201,
    );
    const readBack = async () =>
      json<{ success: boolean; data: { status: string; error?: string; result_id?: string } }>(
        await get(`${site}/api/get-analysis-result?session_id=${encodeURIComponent(started.session_id)}`, gated),
        200,
      );
    // A job can finish before the socket is open (a refused address fails in milliseconds): once it
    // is open, a finished job is read back, as the page does; otherwise the push is awaited.
    const arrived = await firstPush(
      `${site.replace(/^http/, "ws")}/ws?token=${encodeURIComponent(started.watch_token)}`,
      options.resultTimeoutMs ?? 60_000,
      async () => (await readBack()).success,
    );
    const result = await readBack();
    expectThat(result.success, "the pushed job is still pending when read back");
    const job = result.data;
    expectThat(job.status === "completed", `the roast ${job.status}: ${job.error ?? "no error given"}`);
    // Its kept result is deleted as its device may: nobody is left a smoke's report.
    if (job.result_id) {
      const removed = await send("DELETE", `${site}/api/results/${encodeURIComponent(job.result_id)}`, undefined, gated);
      expectThat(removed.status === 204, `deleting the kept result answered ${removed.status}`);
    }
    return { detail: `${arrived}; job ${job.status}${job.result_id ? ", its kept result deleted" : ""}` };
  });

  await step("callback route", async () => {
    const refused = await send("POST", `${site}/callback/not-a-session`, { content: "smoke" });
    const body = await refused.text();
    expectThat(
      refused.status >= 400 && refused.status < 500 && body.startsWith("{"),
      `the callback answered ${refused.status}: ${body.slice(0, 120)}`,
    );
    return { detail: `reachable; an unknown job refused with ${refused.status}` };
  });

  if (options.directUrls) {
    const { api, realtime } = options.directUrls;
    await step("no way around the site", async () => {
      const direct = await fetch(`${api.replace(/\/$/, "")}/api/viewer-address`);
      expectThat(refused(direct.status), `the API's own address answered ${direct.status} to a request that did not come through the site`);
      const socket = await socketAnswer(realtime);
      expectThat(
        socket !== "opened" && refused(socket),
        `the WebSocket API's own address ${socket === "opened" ? "opened a socket" : `answered ${socket}`} without the site`,
      );
      return { detail: `the API's own address refused with ${direct.status}, its socket with ${socket}` };
    });
  }

  return steps;
}

/** What API Gateway answers when the authorizer refuses: 401 (no secret) or 403 (a wrong one). */
const refused = (status: number) => status === 401 || status === 403;

/** The status a WebSocket upgrade was refused with, or "opened". */
function socketAnswer(url: string): Promise<number | "opened"> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url);
    const timer = setTimeout(() => {
      socket.terminate();
      reject(new SmokeFailure(`${url} neither opened nor refused a socket within 10 s`));
    }, 10_000);
    const settle = (answer: number | "opened") => {
      clearTimeout(timer);
      socket.terminate();
      resolve(answer);
    };
    socket.on("unexpected-response", (_request, response) => settle(response.statusCode ?? 0));
    socket.on("open", () => settle("opened"));
    socket.on("error", (error) => {
      clearTimeout(timer);
      reject(new SmokeFailure(`${url}: ${error.message}`));
    });
  });
}

function expectThat(condition: boolean, message: string): asserts condition {
  if (!condition) throw new SmokeFailure(message);
}

async function json<T = unknown>(response: Response, status: number): Promise<T> {
  const text = await response.text();
  expectThat(response.status === status, `${new URL(response.url).pathname} answered ${response.status}: ${text.slice(0, 160)}`);
  return JSON.parse(text) as T;
}

/**
 * How the result arrived: the type of the first finishing message the socket pushes (the result, or
 * a "fetch it" notice), or "finished before the socket opened" when the job was done by then.
 */
function firstPush(url: string, timeoutMs: number, finishedAlready: () => Promise<boolean>): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url);
    const settle = (outcome: () => void) => {
      clearTimeout(timer);
      socket.close();
      outcome();
    };
    const timer = setTimeout(() => {
      socket.terminate();
      reject(new SmokeFailure(`no result pushed within ${timeoutMs / 1000} s`));
    }, timeoutMs);
    socket.on("open", () => {
      finishedAlready().then(
        (finished) => finished && settle(() => resolve("finished before the socket opened, read back")),
        () => undefined,
      );
    });
    socket.on("message", (data) => {
      const message = JSON.parse(String(data)) as { type?: string };
      if (message.type !== "analysis_result" && message.type !== "analysis_ready") return;
      settle(() => resolve(`${message.type} pushed`));
    });
    socket.on("error", (error) => settle(() => reject(new SmokeFailure(`the socket failed: ${error.message}`))));
  });
}
