// Reading the page capture a report carries: the screenshots' views and where each numbered
// finding sits on them. The capture arrives with the report, so it is read as untrusted: a view or
// a pin with a missing or odd number is left out rather than drawn in the wrong place.
import type { Box, CapturedView, PartialReport, Pin, ViewName } from "@ai-leaders/core/roast/report";

type PartialCapture = NonNullable<Extract<PartialReport, { kind?: "page" }>["capture"]>;

export interface Capture {
  views: CapturedView[];
  pins: Pin[];
}

/** Where a finding is on one view's full shot, in % of the shot's width and height. */
export interface Placement {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** A finding on one view: placed on the shot, found only below where the shot stops, or not found. */
export type PinSpot = { kind: "placed"; placement: Placement } | { kind: "below" } | { kind: "missing" };

const viewOrder: ViewName[] = ["desktop", "mobile"];

/** The capture's usable views (desktop first) and pins (by number), or undefined when nothing can be shown. */
export function readCapture(capture: PartialCapture | undefined): Capture | undefined {
  if (!capture) return undefined;
  const views = viewOrder.flatMap((name) => {
    const view = capture.views?.find((candidate) => candidate?.name === name);
    return view && isView(view) ? [view] : [];
  });
  if (views.length === 0) return undefined;
  const pins = (capture.pins ?? [])
    .flatMap((pin) =>
      pin && isPositive(pin.n) && Number.isInteger(pin.n) ? [{ n: pin.n, quote: pin.quote ?? "", boxes: boxesOf(pin.boxes) }] : [],
    )
    .sort((a, b) => a.n - b.n);
  return { views, pins };
}

export function pinSpot(pin: Pin | undefined, view: CapturedView): PinSpot {
  const box = pin?.boxes[view.name];
  if (!box) return { kind: "missing" };
  if (box.y >= view.fullHeight) return { kind: "below" };
  // A box reaching past the shot's edge is drawn to the edge.
  const x = Math.min(box.x, view.width);
  const width = Math.min(box.width, view.width - x);
  const height = Math.min(box.height, view.fullHeight - box.y);
  return {
    kind: "placed",
    placement: {
      left: percent(x, view.width),
      top: percent(box.y, view.fullHeight),
      width: percent(width, view.width),
      height: percent(height, view.fullHeight),
    },
  };
}

/** The fold line's place on the full shot, in %, or undefined when the shot ends at the fold. */
export function foldAt(view: CapturedView): number | undefined {
  return view.height < view.fullHeight ? percent(view.height, view.fullHeight) : undefined;
}

function percent(part: number, whole: number): number {
  return Math.round((part / whole) * 10_000) / 100;
}

function isView(view: Partial<CapturedView>): view is CapturedView {
  return [view.width, view.height, view.fullHeight, view.pageHeight].every(isPositive);
}

function boxesOf(boxes: Partial<Record<ViewName, Partial<Box>>> | undefined): Pin["boxes"] {
  const found: Pin["boxes"] = {};
  for (const name of viewOrder) {
    const box = boxes?.[name];
    if (box && isBox(box)) found[name] = box;
  }
  return found;
}

function isBox(box: Partial<Box>): box is Box {
  return (
    [box.x, box.y].every((value) => typeof value === "number" && Number.isFinite(value) && value >= 0) &&
    [box.width, box.height].every(isPositive)
  );
}

function isPositive(value: unknown): value is number {
  return typeof value === "number" && Number.isFinite(value) && value > 0;
}
