/** Shared figures for benchmarks: percentiles and a one-line summary of timings in ms. */
export function percentile(values: number[], p: number): number {
  const sorted = values.slice().sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

export function summarise(times: number[]): string {
  const mean = times.reduce((sum, t) => sum + t, 0) / times.length;
  return `n=${times.length}  mean ${mean.toFixed(1)} ms  p50 ${percentile(times, 50).toFixed(1)} ms  p95 ${percentile(times, 95).toFixed(1)} ms`;
}
