import { useEffect, useRef } from "react";
import uPlot from "uplot";
import "uplot/dist/uPlot.min.css";

interface UplotChartProps {
  /** Everything but the size: the chart takes its container's width. */
  options: Omit<uPlot.Options, "width" | "height">;
  data: uPlot.AlignedData;
  height: number;
}

/**
 * A uPlot chart that fills its container's width and follows it as it resizes (a phone turned, a
 * sidebar closed). The canvas is hidden from assistive technology: the panel's sentence and its
 * table say the same numbers in text.
 */
export function UplotChart({ options, data, height }: UplotChartProps) {
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const chart = new uPlot({ ...options, width: element.clientWidth, height }, data, element);
    const resize = new ResizeObserver(() => chart.setSize({ width: element.clientWidth, height }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [options, data, height]);

  return <div ref={container} className="chart-canvas" aria-hidden="true" />;
}
