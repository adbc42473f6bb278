// One look for every chart: the console's ink and lines, and for each series a colour, a dash
// pattern and a marker of its own, so no series is told apart by colour alone.
export const ink = "#0f172a";
export const inkMuted = "#475569";
export const gridLine = "#e2e8f0";
export const font =
  '12px "Inter", "Inter Fallback", "Inter Fallback Android", "Inter Fallback Linux", ui-sans-serif, system-ui, sans-serif';
export const boldFont = `600 ${font}`;

export interface SeriesStyle {
  stroke: string;
  /** The line's dash pattern in CSS pixels; empty for a solid line. */
  dash: number[];
}

export const seriesStyles: SeriesStyle[] = [
  { stroke: "#1d3566", dash: [] },
  { stroke: "#c2410c", dash: [8, 4] },
  { stroke: "#0f766e", dash: [2, 3] },
  { stroke: "#7c3aed", dash: [10, 3, 2, 3] },
];

export const barFill = "#1d3566";
