// Fires requests with a fixed number in flight and reports latency percentiles and throughput.

export interface LoadResult {
  requests: number;
  concurrency: number;
  p50: number;
  p99: number;
  max: number;
  perSecond: number;
  statuses: Record<number, number>;
}

export async function runLoad(total: number, concurrency: number, request: (index: number) => Promise<Response>): Promise<LoadResult> {
  const latencies: number[] = [];
  const statuses: Record<number, number> = {};
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < total) {
      const index = next++;
      const begin = performance.now();
      const response = await request(index);
      await response.arrayBuffer();
      latencies.push(performance.now() - begin);
      statuses[response.status] = (statuses[response.status] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!;
  return {
    requests: total,
    concurrency,
    p50: at(0.5),
    p99: at(0.99),
    max: latencies[latencies.length - 1]!,
    perSecond: total / elapsed,
    statuses,
  };
}
