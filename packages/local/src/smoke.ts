// The end-to-end check an operator runs against a running site: after `sst deploy`, or against the
// local stack (CI does). It goes through the site's own origin, as a visitor's browser would.
import WebSocket from "ws";

export interface SmokeOptions {
  /** The site's origin, e.g. https://aiforleaders.example or http://127.0.0.1:3000. */
  siteUrl: string;
  accessCode: string;
  /** The page the workflow roasts: the site's own landing page unless told otherwise. */
  roastUrl?: string;
  /** The longest a workflow may take to be pushed its result. */
  resultTimeoutMs?: number;
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
    const page = await fetch(`${site}/`);
    const html = await page.text();
    expectThat(
      page.status === 200 && /text\/html/.test(page.headers.get("content-type") ?? ""),
      `GET / answered ${page.status} ${page.headers.get("content-type")}`,
    );
    expectThat(/<h1[\s>]/.test(html), "the landing page has no heading in its HTML (not prerendered?)");
    return { detail: `200, ${html.length} bytes of HTML` };
  });

  await step("address the API sees", async () => {
    const { address } = await json<{ address: string }>(await fetch(`${site}/api/viewer-address`), 200);
    return { detail: address };
  });

  const accessToken = await step("access gate", async () => {
    const locked = await fetch(`${site}/api/access/session`);
    expectThat(locked.status === 401, `the gate let a visitor without a code through (${locked.status})`);
    const { token } = await json<{ token: string }>(await postJson(`${site}/api/access`, { code: options.accessCode }), 200);
    await json(await fetch(`${site}/api/access/session`, { headers: { "x-access-token": token } }), 200);
    return { detail: "refused without a code, open with it", value: token };
  });
  if (!accessToken) return steps;
  const gated = { "x-access-token": accessToken };

  await step("vote counted once", async () => {
    const countOf = async () => {
      const board = await json<{ predefined: Array<{ tool_id: string; vote_count: number }> }>(
        await fetch(`${site}/api/suggestions`, { headers: gated }),
        200,
      );
      const tool = board.predefined[0];
      expectThat(tool !== undefined, "the board lists no predefined tool");
      return tool!;
    };
    const before = await countOf();
    const first = await postJson(`${site}/api/predefined/${before.tool_id}/votes`, {}, gated);
    expectThat(first.status === 200 || first.status === 201, `the vote answered ${first.status}: ${await first.text()}`);
    const voter = (first.headers.get("set-cookie") ?? "").split(";")[0]!;
    const again = await postJson(`${site}/api/predefined/${before.tool_id}/votes`, {}, { ...gated, cookie: voter });
    expectThat(again.status === 409, `a repeat vote by the same voter answered ${again.status}, not 409`);
    const after = await waitFor(async () => ((await countOf()).vote_count === before.vote_count + 1 ? true : undefined), 10_000);
    expectThat(after === true, `the count did not move from ${before.vote_count} to ${before.vote_count + 1}`);
    return { detail: `${before.tool_id}: ${before.vote_count} → ${before.vote_count + 1}, repeat refused` };
  });

  await step("workflow result pushed over the socket", async () => {
    const started = await json<{ session_id: string; watch_token: string }>(
      await postJson(`${site}/api/workflows/website-roast`, { url: options.roastUrl ?? `${site}/` }, gated),
      201,
    );
    const readBack = async () =>
      json<{ success: boolean; data: { status: string; error?: string } }>(
        await fetch(`${site}/api/get-analysis-result?session_id=${encodeURIComponent(started.session_id)}`, { headers: gated }),
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
    return { detail: `${arrived}; job ${job.status}` };
  });

  await step("callback route", async () => {
    const refused = await postJson(`${site}/callback/not-a-session`, { content: "smoke" });
    const body = await refused.text();
    expectThat(
      refused.status >= 400 && refused.status < 500 && body.startsWith("{"),
      `the callback answered ${refused.status}: ${body.slice(0, 120)}`,
    );
    return { detail: `reachable; an unknown job refused with ${refused.status}` };
  });

  return steps;
}

function expectThat(condition: boolean, message: string): asserts condition {
  if (!condition) throw new SmokeFailure(message);
}

function postJson(url: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(url, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(body) });
}

async function json<T = unknown>(response: Response, status: number): Promise<T> {
  const text = await response.text();
  expectThat(response.status === status, `${new URL(response.url).pathname} answered ${response.status}: ${text.slice(0, 160)}`);
  return JSON.parse(text) as T;
}

async function waitFor<T>(check: () => Promise<T | undefined>, timeoutMs: number): Promise<T | undefined> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
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
