import { useId, useState } from "react";
import { ExportButton } from "../components/ExportButton.tsx";
import { BarChart } from "../../../components/charts/BarChart.tsx";
import { LineChart } from "../../../components/charts/LineChart.tsx";
import { panelCsv } from "./csv-file.ts";
import type { Panel } from "./panels.ts";
import { PanelTable } from "./PanelTable.tsx";

/** One chart: its heading and sentence, the chart or its table, and its numbers as a CSV file. */
export function ChartPanel({ panel, fileName }: { panel: Panel; fileName: string }) {
  const headingId = useId();
  const summaryId = useId();
  const [asTable, setAsTable] = useState(false);
  return (
    <section className="admin-panel overview-panel" aria-labelledby={headingId} data-panel={panel.id}>
      <div className="admin-panel-head">
        <h2 id={headingId}>{panel.title}</h2>
        {!panel.empty && (
          <div className="overview-panel-actions">
            <button
              type="button"
              className="button button-secondary button-small"
              aria-pressed={asTable}
              onClick={() => setAsTable(!asTable)}
            >
              Table
            </button>
            <ExportButton label="Download CSV" run={async () => ({ ok: true, value: panelCsv(panel.table, fileName) })} />
          </div>
        )}
      </div>
      {panel.empty ? (
        <p className="admin-muted">{panel.empty}</p>
      ) : (
        <>
          <p id={summaryId} className="overview-summary">
            {panel.summary}
          </p>
          {asTable ? (
            <PanelTable table={panel.table} caption={panel.title} />
          ) : (
            <figure className="overview-figure" aria-labelledby={headingId} aria-describedby={summaryId}>
              {panel.chart.kind === "lines" ? (
                <LineChart dates={panel.chart.dates} series={panel.chart.series} />
              ) : (
                <BarChart bars={panel.chart.bars} />
              )}
            </figure>
          )}
        </>
      )}
    </section>
  );
}
