import { useLayoutEffect, useRef, useState, type RefObject } from "react";
import type { CapturedView, Pin, ViewName } from "@ai-leaders/core/roast/report";
import { foldAt, pinSpot, type Placement } from "./capture-pins.ts";
import { firstBadgeOf, reveal, usePins, type PinsState } from "./pins-context.tsx";
import { ReportSection, type HeadingLevel } from "./ReportSection.tsx";
import { screenshotUrl } from "./screenshot-url.ts";
import { layOutNumbers, type Spot } from "./number-layout.ts";
import "./screenshots.css";

const viewLabels: Record<ViewName, string> = { desktop: "Desktop", mobile: "Mobile" };

/** A finding's number and the mat around the shot, px, as screenshots.css draws them. */
const numberSize = 28;
const matWidth = 20;

/** "What we saw": the page as our browser captured it, with each quoted finding numbered on it. */
export function PageScreenshots({ level }: { level: HeadingLevel }) {
  const pins = usePins();
  if (!pins) return null;
  const desktop = pins.views.find((view) => view.name === "desktop");
  return (
    <ReportSection title="What we saw" level={level} writing={false} className="report-shots">
      <div className="report-shots-bar">
        <p className="report-shots-hint">The numbers mark the quotes in the findings below.</p>
        {pins.views.length > 1 && <ViewSwitch pins={pins} />}
      </div>
      <Shot key={pins.view.name} pins={pins} view={pins.view} />
      {/* Print shows the desktop shot whichever view is on screen. */}
      {desktop && pins.view !== desktop && <Shot key="print" pins={pins} view={desktop} printOnly />}
    </ReportSection>
  );
}

/** The report went out before the browser got to the page: the shots follow, and replace this. */
export function ScreenshotsComing({ level }: { level: HeadingLevel }) {
  return (
    <ReportSection title="What we saw" level={level} writing={false} className="report-shots">
      <p className="report-shots-coming" role="status">
        Screenshots are coming. Our browser is busy with other pages; they appear here, with the quotes marked on them, as soon as it has
        taken them.
      </p>
    </ReportSection>
  );
}

function ViewSwitch({ pins }: { pins: PinsState }) {
  return (
    <div className="report-shots-switch report-no-print" role="group" aria-label="Screen width">
      {pins.views.map((view) => (
        <button
          key={view.name}
          type="button"
          className="report-shots-option"
          aria-pressed={view === pins.view}
          onClick={() => pins.showView(view.name)}
        >
          {viewLabels[view.name]}
          <span className="report-shots-width">{view.width} px</span>
        </button>
      ))}
    </div>
  );
}

/** One view's full-height shot; the markers are placed in % of it, so they scale with the image. */
function Shot({ pins, view, printOnly = false }: { pins: PinsState; view: CapturedView; printOnly?: boolean }) {
  const [failed, setFailed] = useState(false);
  const canvas = useRef<HTMLDivElement>(null);
  const shownWidth = useShownWidth(canvas, view.width);
  const fold = foldAt(view);
  const alt = `The page at ${view.name} width (${view.width} px), as our browser saw it`;
  if (failed)
    return (
      <p className={`report-shot-failed${printOnly ? " report-shot-print-only" : ""}`}>The {view.name} screenshot could not be loaded.</p>
    );
  return (
    <figure
      className={`report-shot${printOnly ? " report-shot-print-only" : ""}`}
      style={{ maxWidth: `calc(${view.width}px + 2 * var(--report-shot-mat))` }}
    >
      <div
        className="report-shot-frame"
        tabIndex={printOnly ? undefined : 0}
        role="group"
        aria-label={`${viewLabels[view.name]} screenshot`}
      >
        <div className="report-shot-canvas" ref={canvas}>
          <img
            className="report-shot-image"
            src={screenshotUrl(pins.resultId, view.name, "full")}
            width={view.width}
            height={view.fullHeight}
            loading="lazy"
            decoding="async"
            alt={alt}
            onError={() => setFailed(true)}
          />
          {fold !== undefined && (
            <div className="report-shot-fold" style={{ top: `${fold}%` }} aria-hidden="true">
              <span>Fold</span>
            </div>
          )}
          <PinMarkers pins={pins} view={view} shownWidth={shownWidth} interactive={!printOnly} />
        </div>
      </div>
      {view.pageHeight > view.fullHeight && (
        <figcaption className="report-shot-caption">
          Shown to {Math.round(view.fullHeight)} px of {Math.round(view.pageHeight)} px.
        </figcaption>
      )}
    </figure>
  );
}

function pinsOn(pins: PinsState, view: CapturedView): Array<{ pin: Pin; placement: Placement }> {
  return pins.list.flatMap((pin) => {
    const spot = pinSpot(pin, view);
    return spot.kind === "placed" ? [{ pin, placement: spot.placement }] : [];
  });
}

/** How wide the shot is drawn, px: its captured width until the page has laid it out. */
function useShownWidth(canvas: RefObject<HTMLDivElement | null>, capturedWidth: number): number {
  const [width, setWidth] = useState(capturedWidth);
  useLayoutEffect(() => {
    const element = canvas.current;
    if (!element) return;
    const measure = () => setWidth(element.clientWidth || capturedWidth);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [canvas, capturedWidth]);
  return width;
}

/** Each finding's outline, and its number near the outline's top left, clear of the others (number-layout.ts). */
function PinMarkers({
  pins,
  view,
  shownWidth,
  interactive,
}: {
  pins: PinsState;
  view: CapturedView;
  shownWidth: number;
  interactive: boolean;
}) {
  const placed = pinsOn(pins, view);
  const shownHeight = (view.fullHeight * shownWidth) / view.width;
  const spots = layOutNumbers(
    placed.map(({ placement }) => ({ left: (placement.left / 100) * shownWidth, top: (placement.top / 100) * shownHeight })),
    { size: numberSize, reach: matWidth, width: shownWidth },
  );
  const inPercent = (spot: Spot) => ({ left: `${(spot.left / shownWidth) * 100}%`, top: `${(spot.top / shownHeight) * 100}%` });
  return placed.map(({ pin, placement }, index) => {
    const selected = pins.selected === pin.n;
    const outline = { left: `${placement.left}%`, top: `${placement.top}%`, width: `${placement.width}%`, height: `${placement.height}%` };
    const numberClass = `report-pin-number${selected ? " report-pin-number-selected" : ""}`;
    return (
      <div key={pin.n} className="report-pin-marker">
        <div className={`report-pin${selected ? " report-pin-selected" : ""}`} style={outline} />
        {interactive ? (
          <button
            type="button"
            id={pins.markerId(pin.n)}
            className={numberClass}
            style={inPercent(spots[index]!)}
            aria-label={`Finding ${pin.n}: “${shortQuote(pin.quote)}”`}
            aria-current={selected || undefined}
            onClick={() => {
              pins.select(pin.n);
              reveal(firstBadgeOf(pins, pin.n));
            }}
          >
            {pin.n}
          </button>
        ) : (
          <span className={numberClass} style={inPercent(spots[index]!)} aria-hidden="true">
            {pin.n}
          </span>
        )}
      </div>
    );
  });
}

const longestSpokenQuote = 80;

/** A marker's name stays short: a long quote is cut at a word, and the finding has it whole. */
function shortQuote(quote: string): string {
  const text = quote.replace(/\s+/g, " ").trim();
  if (text.length <= longestSpokenQuote) return text;
  const cut = text.slice(0, longestSpokenQuote);
  return `${cut.slice(0, cut.lastIndexOf(" ") > 40 ? cut.lastIndexOf(" ") : longestSpokenQuote)}…`;
}
