// The console's CSV export of many newsletter signups: how long the whole download takes and how
// much memory the process holding the API peaks at while streaming it (it is this process).
import type { LocalStack } from "@ai-leaders/local";

export interface CsvExportFigures {
  rows: number;
  /** From the request to the last byte. */
  ms: number;
  megabytes: number;
  /** Highest heap in use during the export, over the heap before it. */
  peakHeapGrowthMb: number;
  peakRssMb: number;
}

const storeConcurrency = 50;
const megabyte = 1024 * 1024;

/** Stores `count` signups in the stack's table, then exports them through /api/admin as its admin (`token`). */
export async function benchCsvExport(stack: LocalStack, token: string, count = 10_000): Promise<CsvExportFigures> {
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
  const response = await fetch(`${stack.url}/api/admin/audience/signups.csv`, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok || !response.body) throw new Error(`The export answered ${response.status}`);
  let bytes = 0;
  let lineBreaks = 0;
  const reader = response.body.getReader();
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    bytes += chunk.value.byteLength;
    for (const byte of chunk.value) if (byte === 0x0a) lineBreaks++;
  }
  const ms = performance.now() - started;
  clearInterval(sampler);

  const rows = lineBreaks - 1;
  if (rows < count) throw new Error(`The export held ${rows} rows, fewer than the ${count} stored`);
  return { rows, ms, megabytes: bytes / megabyte, peakHeapGrowthMb: (peakHeap - heapBefore) / megabyte, peakRssMb: peakRss / megabyte };
}

async function storeSignups(stack: LocalStack, count: number): Promise<void> {
  const now = Date.now();
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const index = next++;
      await stack.services.newsletter.subscribe(`export-${index}@bench.example`, new Date(now - index));
    }
  };
  await Promise.all(Array.from({ length: storeConcurrency }, worker));
}
