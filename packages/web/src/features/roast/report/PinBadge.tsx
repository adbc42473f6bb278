import { pinSpot, type PinSpot } from "./capture-pins.ts";
import { markerOf, reveal, usePins } from "./pins-context.tsx";

/** A finding's number, as on the screenshot; activating it shows the marker. */
export function PinBadge({ n }: { n: number }) {
  const pins = usePins();
  if (!pins) return null;
  const spot = pinSpot(pins.pin(n), pins.view);
  const key = pins.badgeKey(n);
  if (spot.kind !== "placed") {
    return (
      <span className="report-pin-badge report-pin-badge-quiet" data-finding={key} aria-hidden="true">
        {n}
      </span>
    );
  }
  const selected = pins.selected === n;
  return (
    <button
      type="button"
      className={`report-pin-badge${selected ? " report-pin-badge-selected" : ""}`}
      data-finding={key}
      aria-label={`Show finding ${n} on the screenshot`}
      aria-current={selected || undefined}
      onClick={() => {
        pins.select(n);
        reveal(markerOf(pins, n));
      }}
    >
      {n}
    </button>
  );
}

/** Says so when the view on screen (or, in print, the desktop view) has no marker for this finding. */
export function PinNotShown({ n }: { n: number }) {
  const pins = usePins();
  if (!pins) return null;
  const desktop = pins.views.find((view) => view.name === "desktop");
  if (pins.view === desktop || !desktop) return <NotShownNote n={n} spot={pinSpot(pins.pin(n), pins.view)} />;
  return (
    <>
      <NotShownNote n={n} spot={pinSpot(pins.pin(n), pins.view)} className="report-no-print" />
      <NotShownNote n={n} spot={pinSpot(pins.pin(n), desktop)} className="report-print-only" />
    </>
  );
}

function NotShownNote({ n, spot, className = "" }: { n: number; spot: PinSpot; className?: string }) {
  if (spot.kind === "placed") return null;
  return (
    <p className={`report-pin-missing ${className}`.trim()}>
      <span className="visually-hidden">Finding {n}: </span>
      {spot.kind === "below" ? "below the part of the page shown" : "not found on the page at this width"}
    </p>
  );
}
