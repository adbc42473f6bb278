// The console's CSV export of many newsletter signups, read as the console reads it: page after
// page, each a bounded answer naming the next (Lambda's 6 MB and API Gateway's 30 s hold for each).
// How long the whole export takes, how big its pages are, and how much memory the process holding
// the API peaks at meanwhile (it is this process).
import type { LocalStack } from "@ai-leaders/local";
import { seedSignups } from "../support/seed-signups.ts";

export interface CsvExportFigures {
  rows: number;
  pages: number;
  /** From the first page's request to the last page's last byte. */
  ms: number;
  /** The slowest page, request to last byte. */
  slowestPageMs: number;
  megabytes: number;
  largestPageMegabytes: number;
  /** Highest heap in use during the export, over the heap before it. */
  peakHeapGrowthMb: number;
  peakRssMb: number;
}

const megabyte = 1024 * 1024;

/** Stores `count` signups straight in the stack's table, then exports them through /api/admin as its admin (`token`). */
export async function benchCsvExport(stack: LocalStack, token: string, count = 200_000): Promise<CsvExportFigures> {
  await storeSignups(stack, count);

  globalThis.gc?.();
  const heapBefore = process.memoryUsage().heapUsed;
  let peakHeap = heapBefore;
  let peakRss = process.memoryUsage().rss;
  const sampler = setInterval(() => {
    const { heapUsed, rss } = process.memoryUsage();
    peakHeap = Math.max(peakHeap, heapUsed);
    peakRss = Math.max(peakRss, rss);
  }, 5);

  const started = performance.now();
  let rows = 0;
  let bytes = 0;
  let pages = 0;
  let largestPage = 0;
  let slowestPageMs = 0;
  let cursor: string | null = null;
  do {
    const pageStarted = performance.now();
    const query: string = cursor === null ? "" : `?cursor=${encodeURIComponent(cursor)}`;
    const response = await fetch(`${stack.url}/api/admin/audience/signups.csv${query}`, { headers: { authorization: `Bearer ${token}` } });
    if (!response.ok) throw new Error(`Export page ${pages + 1} answered ${response.status}`);
    const pageBytes = (await response.arrayBuffer()).byteLength;
    slowestPageMs = Math.max(slowestPageMs, performance.now() - pageStarted);
    pages++;
    bytes += pageBytes;
    largestPage = Math.max(largestPage, pageBytes);
    rows += Number(response.headers.get("x-export-rows"));
    cursor = response.headers.get("x-next-cursor");
  } while (cursor !== null);
  const ms = performance.now() - started;
  clearInterval(sampler);

  if (rows < count) throw new Error(`The export held ${rows} rows, fewer than the ${count} stored`);
  return {
    rows,
    pages,
    ms,
    slowestPageMs,
    megabytes: bytes / megabyte,
    largestPageMegabytes: largestPage / megabyte,
    peakHeapGrowthMb: (peakHeap - heapBefore) / megabyte,
    peakRssMb: peakRss / megabyte,
  };
}

/** Signups a millisecond apart, newest first. */
function storeSignups(stack: LocalStack, count: number): Promise<void> {
  const now = Date.now();
  return seedSignups(
    stack,
    Array.from({ length: count }, (_, index) => ({
      email: `export-${index}@bench.example`,
      created_at: new Date(now - index).toISOString(),
      relay_status: "delivered",
    })),
  );
}
