// The roast sees the page (issue 27, Deliver 1 and 2): Chromium captures it at 1440 and 390 px,
// every request it makes goes through the SSRF-safe fetch, the screenshots are served with the kept
// result and deleted with it, and each quoted finding is pinned where the browser drew it.
import { createSocket } from "node:dgram";
import { existsSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chromium, type Browser } from "playwright-core";
import { rateLimits } from "@ai-leaders/core/rate-limit";
import { capturePage, createFileScreenshotStore, type ScreenshotStore } from "@ai-leaders/core/roast/capture";
import type { PageReport } from "@ai-leaders/core/roast/report";
import { requestAccessGrant } from "../support/access.ts";
import { eventually, postJson, startTestStack } from "../support/test-stack.ts";
import { roastUntilDone, startWebsiteRoast, useRoastableStack } from "../support/roast.ts";
import { startCaptureSite, startCaptureSiteAndBrowser } from "../support/capture-site.ts";
import { startFixtureSite } from "../support/fixture-site.ts";
import { samplePageAnswer, startOpenAiStandIn, type OpenAiStandIn } from "../support/openai-stand-in.ts";
import { jpegSize } from "../support/jpeg-size.ts";
import { chromiumPath } from "../support/browser.ts";
import { deviceKeyHeader } from "@ai-leaders/core/roast/store";

const deviceKey = "capture-test-device-key-0123456789abcdef";

const generous = { limit: 10_000, windowSeconds: 600 };

describe("the roast's page capture", () => {
  const logged: Array<Record<string, unknown>> = [];
  const suite = useRoastableStack(startCaptureSite, {
    settings: { CHROMIUM_PATH: chromiumPath },
    rateLimits: { ...rateLimits, workflow: generous },
    log: (entry) => logged.push(entry),
  });

  const roast = (url: string, headers: Record<string, string> = {}) => roastUntilDone(suite.stack, suite.accessToken, url, headers);

  const screenshot = (resultId: string, file: string) => fetch(`${suite.stack.url}/api/results/${resultId}/screenshots/${file}`);

  it("keeps four screenshots of the page at desktop and mobile widths, served with the kept result", async () => {
    const { resultId, report } = await roast(suite.site.url("designed"));
    const capture = report.capture!;
    expect(capture.views.map(({ name, width, height }) => [name, width, height])).toEqual([
      ["desktop", 1440, 900],
      ["mobile", 390, 844],
    ]);
    for (const view of capture.views) {
      const fold = await screenshot(resultId, `${view.name}-fold.jpg`);
      expect(fold.status).toBe(200);
      expect(fold.headers.get("content-type")).toBe("image/jpeg");
      expect(jpegSize(new Uint8Array(await fold.arrayBuffer()))).toEqual({ width: view.width, height: view.height });
      const full = await screenshot(resultId, `${view.name}-full.jpg`);
      expect(jpegSize(new Uint8Array(await full.arrayBuffer()))).toEqual({ width: view.width, height: view.fullHeight });
      // The mobile layout stacks the hero: the page is taller than one screen.
      if (view.name === "mobile") expect(view.fullHeight).toBeGreaterThan(view.height);
    }
    // The stylesheet and the image were asked for through the guard, by both views.
    expect(suite.site.requests.filter((path) => path === "/designed.css")).toHaveLength(2);
    expect(suite.site.requests.filter((path) => path === "/hero.svg")).toHaveLength(2);
    expect(report.read.at(-1)).toMatch(/Chromium showed it, 1440 px and 390 px wide/);
    expect((await screenshot(resultId, "desktop-huge.jpg")).status).toBe(404);
  });

  it("pins each quoted finding where the browser drew it, with the same number beside the finding", async () => {
    const { report } = await roast(suite.site.url("fault"));
    const pins = report.capture!.pins;
    const headline = pins.find((pin) => /synergizing next-generation cloud paradigms/i.test(pin.quote));
    expect(headline, JSON.stringify(pins)).toBeDefined();
    const expected = await boxOf(suite.site.url("fault"), "h1");
    expect(headline!.boxes.desktop).toEqual(expected.desktop);
    expect(headline!.boxes.mobile).toEqual(expected.mobile);
    // The same numbers are beside the findings in the report.
    const numbered = report.categories.flatMap((category) => category.evidence).filter((evidence) => evidence.pin === headline!.n);
    expect(numbered.length).toBeGreaterThan(0);
    expect(pins.map((pin) => pin.n)).toEqual(pins.map((_, index) => index + 1));
  });

  it("refuses the page's requests to private and metadata addresses, and the report still comes", async () => {
    logged.length = 0;
    const { report } = await roast(suite.site.url("fault"));
    expect(report.capture).toBeDefined();
    const refused = logged
      .filter((entry) => entry.event === "capture_refused")
      .flatMap((entry) => entry.refused as Array<{ url: string; why: string }>);
    expect(refused).toEqual(
      expect.arrayContaining([
        { url: "http://10.0.0.7/private.png", why: "10.0.0.7 is IPv4 private" },
        { url: "http://169.254.169.254/latest/meta-data/hero.png", why: "169.254.169.254 is IPv4 linkLocal" },
      ]),
    );
  });

  it("deletes the screenshots with the result", async () => {
    const { resultId, report } = await roast(suite.site.url("bare"), { [deviceKeyHeader]: deviceKey });
    const captureId = report.capture!.id;
    expect((await screenshot(resultId, "mobile-full.jpg")).status).toBe(200);
    const removed = await fetch(`${suite.stack.url}/api/results/${resultId}`, {
      method: "DELETE",
      headers: { [deviceKeyHeader]: deviceKey },
    });
    expect(removed.status).toBe(204);
    expect((await screenshot(resultId, "mobile-full.jpg")).status).toBe(404);
    expect(await suite.stack.services.screenshots!.get(captureId, "mobile-full")).toBeNull();
  });
});

describe("a burst of roasts (issue 44, Deliver 2): captures wait their turn", () => {
  const suite = useRoastableStack(startCaptureSite, {
    settings: { CHROMIUM_PATH: chromiumPath },
    rateLimits: { ...rateLimits, workflow: generous },
    // Reports go out at once, whatever the browser is doing: every capture is still in line then.
    captureWaitMs: 0,
  });

  // The burst: three of the relay's batches (10, all run at once) and fifteen times the local
  // browser's slots (2), so most captures wait in line, as a burst in the cloud waits for the capture
  // queue's concurrency.
  const burst = 30;

  it(
    `gives each of ${burst} roasts started at once its screenshots: the reports say they are coming, and they arrive`,
    { timeout: 600_000 },
    async () => {
      const started = await Promise.all(
        Array.from({ length: burst }, (_, visit) =>
          startWebsiteRoast(suite.stack, suite.accessToken, `${suite.site.url("bare")}?visit=${visit}`),
        ),
      );
      // Read from the jobs table, not polled through the API, whose per-address read limit a burst of pollers would meet.
      const jobs = await eventually(async () => {
        const read = await Promise.all(started.map(({ session_id }) => suite.stack.services.jobs.get(session_id)));
        return read.every((job) => job?.status !== "pending") ? read : undefined;
      }, 240_000);
      expect(jobs.map((job) => job!.status)).toEqual(jobs.map(() => "completed"));
      // As kept, before any reader has asked for them (a read puts arrived screenshots in).
      const finished = await Promise.all(
        jobs.map(async (job) => {
          const kept = await suite.stack.services.results.get(job!.result_id!, new Date());
          return { result_id: job!.result_id!, report: kept!.report as PageReport };
        }),
      );
      for (const { report } of finished) {
        expect(report.capture).toBeUndefined();
        expect(report.pendingCapture).toBeDefined();
        expect(report.notChecked.at(-1)).toBe(
          "How the page looks: the browser is busy with other pages, so the screenshots are coming; they are added to this report when taken.",
        );
      }

      // The browser works through the line at its own pace; none is dropped.
      const screenshots = suite.stack.services.screenshots!;
      await eventually(
        async () =>
          (await Promise.all(finished.map(({ report }) => screenshots.getOutcome(report.pendingCapture!.id)))).every(Boolean) || undefined,
        300_000,
      );
      for (const { result_id, report } of finished) {
        const read = await suite.stack.request(`/api/results/${result_id}`);
        const kept = ((await read.json()) as { result: { report: PageReport } }).result.report;
        expect(kept.pendingCapture).toBeUndefined();
        expect(kept.capture?.id).toBe(report.pendingCapture!.id);
        expect(kept.capture?.views.map((view) => view.name)).toEqual(["desktop", "mobile"]);
        expect(kept.notChecked.join(" ")).not.toContain("screenshots are coming");
        expect(kept.read.at(-1)).toMatch(/Chromium showed it/);
        expect((await suite.stack.request(`/api/results/${result_id}/screenshots/mobile-fold.jpg`)).status).toBe(200);
      }
    },
  );
});

describe("the capture's guard, with names resolved as on the internet", () => {
  let browser: Browser;
  let site: Awaited<ReturnType<typeof startCaptureSite>>;

  beforeAll(async () => ({ site, browser } = await startCaptureSiteAndBrowser()));
  afterAll(() => Promise.all([browser?.close(), site?.close()]));

  /**
   * Captures `path` of www.site.test through the guard, kept in `store`: every name resolves to a
   * public address (intranet.site.test to a private one, with `intranet`) and every socket is sent
   * to the fixture. The outcome, and what the guard refused.
   */
  async function captureAsOnline(path: string, captureId: string, store: ScreenshotStore, { intranet = false } = {}) {
    const port = Number(new URL(site.url("designed")).port);
    const lookup = async (hostname: string) =>
      intranet && hostname === "intranet.site.test"
        ? [{ address: "10.20.30.40", family: 4 as const }]
        : [{ address: "93.184.216.34", family: 4 as const }];
    const dial = (target: { address: string; family: 4 | 6; port: number }) => ({ ...target, address: "127.0.0.1", port });
    const refused: Array<{ url: string; why: string }> = [];
    const outcome = await capturePage(
      browser,
      { url: `http://www.site.test/${path}`, captureId },
      { store, allowPrivateHosts: false, lookup, dial, onRefused: (list) => refused.push(...list) },
    );
    return { outcome, refused };
  }

  it("lets no request reach loopback or a private address, by name or by number", async () => {
    const port = Number(new URL(site.url("designed")).port);
    // The page's own name resolves to a public address, and the socket is sent to the fixture;
    // names inside the page resolve to private ranges, and a raw loopback URL is tried too.
    site.changePage("designed", (html) =>
      html.replace(
        "</main>",
        `<img src="http://intranet.site.test/secret.png" alt=""><img src="http://127.0.0.1:${port}/loopback-secret.png" alt=""><link rel="stylesheet" href="http://[::1]/v6.css"></main>`,
      ),
    );
    const store = createFileScreenshotStore(`/tmp/capture-guard-${process.pid}`);
    const { outcome, refused } = await captureAsOnline("designed", "guardtest000000000000", store, { intranet: true });
    expect(outcome.ok).toBe(true);
    expect(refused.map((entry) => entry.url)).toEqual(
      expect.arrayContaining([
        "http://intranet.site.test/secret.png",
        `http://127.0.0.1:${port}/loopback-secret.png`,
        "http://[::1]/v6.css",
      ]),
    );
    expect(site.requests).not.toContain("/secret.png");
    expect(site.requests).not.toContain("/loopback-secret.png");
    expect(site.requests).toContain("/designed.css");
    await store.remove("guardtest000000000000");
    expect(existsSync(`/tmp/capture-guard-${process.pid}/guardtest000000000000`)).toBe(false);
  });

  it("follows a redirect through the guard and captures the page it lands on", async () => {
    const store = createFileScreenshotStore(`/tmp/capture-moved-${process.pid}`);
    try {
      const { outcome, refused } = await captureAsOnline("moved", "movedtest000000000000", store);
      expect(outcome).toMatchObject({ ok: true });
      expect(refused.map((entry) => entry.url)).not.toContain("http://www.site.test/designed");
      // The guard fetched each hop; the browser then drew the page it lands on, with its stylesheet.
      expect(site.requests.slice(site.requests.indexOf("/moved"))).toEqual(
        expect.arrayContaining(["/moved", "/designed", "/designed.css"]),
      );
    } finally {
      await store.remove("movedtest000000000000");
    }
  });

  it("refuses a redirect to a private address, and nothing reaches it", async () => {
    const { outcome, refused } = await captureAsOnline(
      "moved-inside",
      "insidetest00000000000",
      createFileScreenshotStore(`/tmp/capture-inside-${process.pid}`),
      { intranet: true },
    );
    expect(outcome.ok).toBe(false);
    expect(refused.map((entry) => entry.url)).toContain("http://intranet.site.test/secret");
    expect(site.requests).not.toContain("/secret");
  });

  it("gives the page no UDP: neither WebRTC's STUN requests nor WebTransport's QUIC reach a server on loopback", async () => {
    const stun = createSocket("udp4");
    const packets: number[] = [];
    stun.on("message", (message) => packets.push(message.length));
    await new Promise<void>((resolve) => stun.bind(0, "127.0.0.1", resolve));
    const stunPort = stun.address().port;
    // The page asks for ICE candidates at once (the STUN requests go out within milliseconds), and
    // tries again through a frame of its own, where a script that only hid the constructor would fail.
    site.changePage("designed", (html) =>
      html.replace(
        "</main>",
        `<script>
          const ice = (RTC) => {
            const peer = new RTC({ iceServers: [{ urls: "stun:127.0.0.1:${stunPort}" }] });
            peer.createDataChannel("probe");
            return peer.createOffer().then((offer) => peer.setLocalDescription(offer));
          };
          const tries = [];
          try { tries.push(ice(window.RTCPeerConnection)); } catch (error) { document.documentElement.dataset.rtc = "unavailable"; }
          const frame = document.body.appendChild(document.createElement("iframe"));
          try { tries.push(ice(frame.contentWindow.RTCPeerConnection)); } catch (error) { document.documentElement.dataset.frameRtc = "unavailable"; }
          // WebTransport speaks QUIC, over UDP too.
          try { new WebTransport("https://127.0.0.1:${stunPort}/probe").ready.catch(() => {}); } catch (error) { document.documentElement.dataset.webTransport = "unavailable"; }
        </script></main>`,
      ),
    );
    const store = createFileScreenshotStore(`/tmp/capture-rtc-${process.pid}`);
    try {
      const { outcome } = await captureAsOnline("designed", "rtctest00000000000000", store);
      expect(outcome.ok).toBe(true);
      // The page had the whole capture (two widths, screenshots) to send; nothing arrived.
      expect(packets).toEqual([]);
    } finally {
      await store.remove("rtctest00000000000000");
      stun.close();
    }
  });
});

/** Where Chromium itself draws an element at each width: what the pins must match. */
async function boxOf(url: string, selector: string) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: ["--disable-gpu", "--no-sandbox"] });
  try {
    const at = async (width: number, height: number, isMobile: boolean) => {
      const context = await browser.newContext({ viewport: { width, height }, isMobile, hasTouch: isMobile, deviceScaleFactor: 1 });
      const page = await context.newPage();
      await page.goto(url);
      const box = await page
        .locator(selector)
        .first()
        .evaluate((element) => {
          const rect = element.getBoundingClientRect();
          return {
            x: Math.round(rect.left + scrollX),
            y: Math.round(rect.top + scrollY),
            width: Math.round(rect.width),
            height: Math.round(rect.height),
          };
        });
      await context.close();
      return box;
    };
    return { desktop: await at(1440, 900, false), mobile: await at(390, 844, true) };
  } finally {
    await browser.close();
  }
}

describe("the screenshots and a model that sees images (AI_ACCEPTS_IMAGES)", () => {
  const headline = "Invoicing for freelancers who hate chasing payments";
  let site: Awaited<ReturnType<typeof startFixtureSite>>;
  let model: OpenAiStandIn;

  beforeAll(async () => {
    site = await startFixtureSite();
    model = await startOpenAiStandIn(() => ({ content: samplePageAnswer(headline) }));
  });
  afterAll(async () => {
    await site?.close();
    await model?.close();
  });

  async function roastWithModel(acceptsImages: string) {
    const stack = await startTestStack({
      settings: {
        ANALYZER_ALLOW_PRIVATE_HOSTS: "1",
        CHROMIUM_PATH: chromiumPath,
        AI_PROVIDER: "openai",
        AI_BASE_URL: model.baseUrl,
        AI_MODEL: "stand-in-vision",
        AI_ACCEPTS_IMAGES: acceptsImages,
      },
      rateLimits: { ...rateLimits, workflow: generous },
    });
    try {
      const { token } = await requestAccessGrant(stack);
      const before = model.requests.length;
      const started = await postJson(
        `${stack.url}/api/workflows/website-roast`,
        { url: site.url("strong") },
        { headers: { "content-type": "application/json", "x-access-token": token } },
      );
      const done = await eventually(async () => {
        const json = (await (
          await fetch(`${stack.url}/api/get-analysis-result?session_id=${started.json.session_id}`, {
            headers: { "x-access-token": token },
          })
        ).json()) as any;
        return json.success ? json.data : undefined;
      });
      return { report: done.report as PageReport, source: done.source, request: model.requests[before]! };
    } finally {
      await stack.stop();
    }
  }

  it("sends both above-the-fold screenshots with the page's text, and says the design was judged from them", async () => {
    const { report, source, request } = await roastWithModel("true");
    expect(source).toEqual({ engine: "model", model: "stand-in-vision" });
    expect(request.images).toHaveLength(2);
    const sizes = request.images.map((url) => {
      expect(url).toMatch(/^data:image\/jpeg;base64,/);
      return jpegSize(Buffer.from(url.split(",")[1]!, "base64"));
    });
    expect(sizes).toEqual([
      { width: 1440, height: 900 },
      { width: 390, height: 844 },
    ]);
    expect(request.system).toContain("two screenshots of the page above the fold");
    // What code measured in the browser goes with them, as facts the model takes, not judges.
    expect(request.user).toMatch(/Measured in the browser by code[^\n]*\n[\s\S]*Headline contrast: /);
    expect(report.read).toContain("The design was judged from the desktop and mobile screenshots above the fold.");
    // The model's quote of the headline is pinned where the browser drew it.
    const pin = report.capture!.pins.find((candidate) => candidate.quote.includes(headline));
    expect(pin?.boxes.desktop).toBeDefined();
  });

  it("sends text alone to a model not set to see images, and the report says design was judged from the HTML", async () => {
    const { report, request } = await roastWithModel("false");
    expect(request.images).toEqual([]);
    expect(request.system).toContain("You see the page's text and HTML facts only");
    expect(request.user).not.toContain("Measured in the browser by code");
    expect(report.read).toContain("The design was judged from the page's HTML and text: this model does not see the screenshots.");
    expect(report.capture?.views).toHaveLength(2);
  });
});
