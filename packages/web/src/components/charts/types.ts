// What the charts draw: counts per day as lines, or one bar per row.

export interface LineSeries {
  label: string;
  values: number[];
}

/** One bar: its label and, written at its end, its value and any note ("100%"). */
export interface BarDatum {
  label: string;
  value: number;
  note?: string;
}
