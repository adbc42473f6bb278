import { overviewRanges, type OverviewRange } from "@ai-leaders/core/analytics";

/** 7, 30 or 90 days, as a radio group drawn as segmented buttons (arrow keys move between them). */
export function RangeControl({ days, onChange }: { days: OverviewRange; onChange: (days: OverviewRange) => void }) {
  return (
    <fieldset className="overview-range">
      <legend>Range</legend>
      {overviewRanges.map((range) => (
        <label key={range} className="overview-range-option">
          <input type="radio" name="overview-range" value={range} checked={days === range} onChange={() => onChange(range)} />
          <span>Last {range} days</span>
        </label>
      ))}
    </fieldset>
  );
}
