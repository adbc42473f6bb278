import { useMemo } from "react";
import uPlot from "uplot";
import type { LineSeries } from "./types.ts";
import { font, gridLine, inkMuted, seriesStyles } from "./styles.ts";
import { UplotChart } from "./UplotChart.tsx";
import "./charts.css";

const utcSeconds = (date: string) => Date.parse(`${date}T00:00:00Z`) / 1000;
const dayFormat = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", timeZone: "UTC" });

/** Counts per day, one line per series (at most as many as seriesStyles); the key under it draws each line's own pattern. */
export function LineChart({ dates, series }: { dates: string[]; series: LineSeries[] }) {
  const data = useMemo<uPlot.AlignedData>(() => [dates.map(utcSeconds), ...series.map((line) => line.values)], [dates, series]);
  const options = useMemo(() => lineOptions(series), [series]);
  return (
    <div className="chart">
      <UplotChart options={options} data={data} height={220} />
      <ul className="chart-key">
        {series.map((line, index) => (
          <li key={line.label}>
            <svg width="28" height="10" aria-hidden="true" focusable="false">
              <line
                x1="1"
                y1="5"
                x2="27"
                y2="5"
                stroke={seriesStyles[index]!.stroke}
                strokeWidth="2"
                strokeDasharray={seriesStyles[index]!.dash.join(" ") || undefined}
              />
              <circle cx="14" cy="5" r="3" fill="#fff" stroke={seriesStyles[index]!.stroke} strokeWidth="1.5" />
            </svg>
            {line.label}
          </li>
        ))}
      </ul>
    </div>
  );
}

function lineOptions(series: LineSeries[]): Omit<uPlot.Options, "width" | "height"> {
  const axis = { stroke: inkMuted, font, grid: { stroke: gridLine, width: 1 }, ticks: { stroke: gridLine, width: 1 } };
  return {
    // The API's days are UTC dates: the ticks fall on UTC midnights wherever the operator is.
    tzDate: (seconds) => uPlot.tzDate(new Date(seconds * 1000), "Etc/UTC"),
    legend: { show: false },
    cursor: { show: false },
    scales: { x: { time: true }, y: { range: (_chart, _min, max) => [0, Math.max(1, Math.ceil(max * 1.1))] } },
    axes: [
      {
        ...axis,
        space: 56,
        incrs: [1, 2, 7, 14, 28].map((days) => days * 86_400),
        values: (_chart, ticks) => ticks.map((seconds) => dayFormat.format(new Date(seconds * 1000))),
      },
      { ...axis, size: 44, incrs: [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10000, 20000, 50000, 100000] },
    ],
    series: [
      {},
      ...series.map((line, index) => ({
        label: line.label,
        stroke: seriesStyles[index]!.stroke,
        dash: seriesStyles[index]!.dash,
        width: 2,
        points: { show: true, size: 6, width: 1.5, fill: "#fff" },
      })),
    ],
  };
}
