// The checks in code that need the rendered page: contrast, the weight of what it loaded, and how
// long it took. Every response the page gets came through the guard's fetch, so the bytes counted
// here are the ones the guard let through; the timings are our fetch's, not a visitor's network.
import type { Page, Response } from "playwright-core";
import { readContrast } from "./measure-contrast.ts";
import { readInPage, type InPageReadings } from "./measure-in-page.ts";
import type { PageMeasurements } from "./types.ts";

interface Loaded {
  url: string;
  image: boolean;
  bytes: number;
}

export interface Measuring {
  /** Call once the page has settled, at the top. */
  finish(): Promise<PageMeasurements>;
}

/** Starts counting what the page loads; call before the navigation. */
export function startMeasuring(page: Page): Measuring {
  const loading: Array<Promise<Loaded | null>> = [];
  page.on("response", (response) => loading.push(sizeOf(response)));
  return {
    async finish() {
      const readings = (await page.evaluate(readInPage)) as InPageReadings;
      const loaded = (await Promise.all(loading)).filter((each): each is Loaded => each !== null);
      return measurementsOf(readings, loaded);
    },
  };
}

async function sizeOf(response: Response): Promise<Loaded | null> {
  const url = response.url();
  if (url.startsWith("data:")) return null;
  const bytes = await response.body().then(
    (body) => body.length,
    () => null,
  );
  if (bytes === null) return null;
  return { url, image: (response.headers()["content-type"] ?? "").trim().toLowerCase().startsWith("image/"), bytes };
}

export function measurementsOf(readings: InPageReadings, loaded: readonly Loaded[]): PageMeasurements {
  const images = loaded.filter((each) => each.image);
  const largest = images.reduce<Loaded | null>((top, each) => (top && top.bytes >= each.bytes ? top : each), null);
  return {
    headline: readings.headline && readContrast(readings.headline),
    callToAction: readings.callToAction && readContrast(readings.callToAction),
    images: { bytes: sum(images), count: images.length, largest: largest && { url: largest.url, bytes: largest.bytes } },
    page: { bytes: sum(loaded), requests: loaded.length },
    timings: {
      domContentLoadedMs: Math.round(readings.domContentLoadedMs),
      loadMs: Math.round(readings.loadMs),
      largestPaintMs: readings.largestPaintMs === null ? null : Math.round(readings.largestPaintMs),
    },
  };
}

function sum(loaded: readonly Loaded[]): number {
  return loaded.reduce((total, each) => total + each.bytes, 0);
}
