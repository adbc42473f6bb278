import type { TrendPoint } from "./score-trend.ts";

const size = { width: 96, height: 36, pad: 4 };

/** A page's score over its roasts, as a small line (0 to 100 bottom to top); its words for screen readers. */
export function ScoreTrend({ points, subject }: { points: TrendPoint[]; subject: string }) {
  const step = (size.width - 2 * size.pad) / (points.length - 1);
  const y = (score: number) => size.pad + ((100 - score) / 100) * (size.height - 2 * size.pad);
  const coordinates = points.map((point, index) => `${(size.pad + index * step).toFixed(1)},${y(point.score).toFixed(1)}`);
  const first = points[0]!.score;
  const last = points.at(-1)!.score;
  const change = last - first;
  const label = `Score over ${points.length} roasts of ${subject}: ${points.map((point) => point.score).join(", ")} (${change > 0 ? `up ${change}` : change < 0 ? `down ${-change}` : "unchanged"}).`;
  return (
    <svg
      className={`results-trend ${change > 0 ? "results-trend-up" : change < 0 ? "results-trend-down" : ""}`}
      role="img"
      aria-label={label}
      width={size.width}
      height={size.height}
      viewBox={`0 0 ${size.width} ${size.height}`}
    >
      <polyline points={coordinates.join(" ")} fill="none" strokeWidth="2" strokeLinejoin="round" strokeLinecap="round" />
      {coordinates.map((point, index) => {
        const [cx, cy] = point.split(",");
        return <circle key={index} cx={cx} cy={cy} r={index === coordinates.length - 1 ? 3 : 2} />;
      })}
    </svg>
  );
}
