import { useMemo } from "react";
import uPlot from "uplot";
import type { BarDatum } from "./types.ts";
import { barFill, boldFont, font, gridLine, ink, inkMuted } from "./styles.ts";
import { UplotChart } from "./UplotChart.tsx";
import "./charts.css";

type Bar = BarDatum;

/** Each bar's band: room for its label above the bar and the bar itself. */
const bandHeight = 46;
const count = new Intl.NumberFormat("en-GB");

/**
 * Horizontal bars, first row on top, each with its label written above it and its value (and
 * note, such as the share of the funnel's first step) written at its end: readable in greyscale.
 */
export function BarChart({ bars }: { bars: Bar[] }) {
  const data = useMemo<uPlot.AlignedData>(() => [bars.map((_bar, index) => index), bars.map((bar) => bar.value)], [bars]);
  const options = useMemo(() => barOptions(bars), [bars]);
  return (
    <div className="chart" data-bars={bars.map((bar) => bar.value).join(",")}>
      <UplotChart options={options} data={data} height={bars.length * bandHeight + 28} />
    </div>
  );
}

function barOptions(bars: Bar[]): Omit<uPlot.Options, "width" | "height"> {
  const largest = Math.max(1, ...bars.map((bar) => bar.value));
  // Where each bar was drawn, in canvas pixels, for the labels drawn after it.
  const boxes: Array<{ left: number; top: number; width: number; height: number }> = [];
  return {
    legend: { show: false },
    cursor: { show: false },
    padding: [8, 16, 0, 8],
    scales: {
      // Categories down the side, the first on top.
      x: { time: false, ori: 1, dir: -1, range: () => [-0.5, bars.length - 0.5] },
      // Room past the longest bar for its value.
      y: { ori: 0, range: () => [0, largest * 1.25] },
    },
    axes: [
      { show: false },
      {
        side: 2,
        stroke: inkMuted,
        font,
        size: 28,
        grid: { stroke: gridLine, width: 1 },
        ticks: { stroke: gridLine, width: 1 },
        incrs: [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10000, 20000, 50000, 100000],
        values: (_chart, ticks) => ticks.map((tick) => (tick <= largest ? count.format(tick) : "")),
      },
    ],
    series: [
      {},
      {
        label: "Count",
        fill: barFill,
        stroke: barFill,
        width: 0,
        points: { show: false },
        paths: uPlot.paths.bars!({
          size: [0.42, 22],
          each: (_chart, _series, index, left, top, width, height) => {
            boxes[index] = { left, top, width, height };
          },
        }),
      },
    ],
    hooks: {
      draw: [(chart) => drawLabels(chart, bars, boxes)],
    },
  };
}

function drawLabels(chart: uPlot, bars: Bar[], boxes: Array<{ left: number; top: number; width: number; height: number }>) {
  const { ctx } = chart;
  const ratio = window.devicePixelRatio || 1;
  const plotLeft = chart.bbox.left;
  const plotRight = chart.bbox.left + chart.bbox.width;
  ctx.save();
  ctx.textBaseline = "alphabetic";
  ctx.textAlign = "left";
  bars.forEach((bar, index) => {
    const box = boxes[index];
    if (!box) return;
    ctx.font = scaled(font, ratio);
    ctx.fillStyle = ink;
    ctx.fillText(fit(ctx, bar.label, plotRight - plotLeft), plotLeft, box.top - 6 * ratio);
    const value = bar.note ? `${count.format(bar.value)} · ${bar.note}` : count.format(bar.value);
    ctx.font = scaled(boldFont, ratio);
    const end = bar.value === 0 ? plotLeft : box.left + box.width;
    ctx.fillText(value, Math.min(end + 6 * ratio, plotRight - ctx.measureText(value).width), box.top + box.height / 2 + 4 * ratio);
  });
  ctx.restore();
}

/** The font at the canvas's pixel ratio: uPlot draws in device pixels. */
const scaled = (cssFont: string, ratio: number) => cssFont.replace(/(\d+)px/, (_match, size: string) => `${Number(size) * ratio}px`);

/** The label cut with an ellipsis to the width there is (the table has it whole). */
function fit(ctx: CanvasRenderingContext2D, text: string, width: number) {
  if (ctx.measureText(text).width <= width) return text;
  let cut = text;
  while (cut.length > 1 && ctx.measureText(`${cut}…`).width > width) cut = cut.slice(0, -1);
  return `${cut}…`;
}
