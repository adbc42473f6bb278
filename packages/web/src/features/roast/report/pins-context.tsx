import { createContext, useContext, useId, useMemo, useState, type ReactNode } from "react";
import type { CapturedView, Pin, ViewName } from "@ai-leaders/core/roast/report";
import type { Capture } from "./capture-pins.ts";

/** What the screenshots and the evidence lists share: the view shown and the finding picked. */
export interface PinsState {
  resultId: string;
  views: CapturedView[];
  view: CapturedView;
  showView: (name: ViewName) => void;
  /** The pins by number. */
  list: Pin[];
  pin: (n: number) => Pin | undefined;
  selected: number | undefined;
  select: (n: number) => void;
  /** The id of finding n's marker on the screenshot. */
  markerId: (n: number) => string;
  /** The data-finding value of finding n's badges in the evidence lists (a quote may be cited twice). */
  badgeKey: (n: number) => string;
}

const PinsContext = createContext<PinsState | null>(null);

/** Null outside a page report with screenshots: the evidence lists then show no numbers. */
export function usePins(): PinsState | null {
  return useContext(PinsContext);
}

/** Shares the capture with the screenshots and the evidence lists; without one, they show no pins. */
export function PinsProvider({
  capture,
  resultId,
  children,
}: {
  capture: Capture | undefined;
  resultId: string | undefined;
  children: ReactNode;
}) {
  const [viewName, setViewName] = useState<ViewName>("desktop");
  const [selected, setSelected] = useState<number>();
  const prefix = useId();
  const state = useMemo<PinsState | null>(() => {
    if (!capture || !resultId) return null;
    const byNumber = new Map(capture.pins.map((pin) => [pin.n, pin]));
    return {
      resultId,
      views: capture.views,
      view: capture.views.find((view) => view.name === viewName) ?? capture.views[0]!,
      showView: setViewName,
      list: capture.pins,
      pin: (n) => byNumber.get(n),
      selected,
      select: setSelected,
      markerId: (n) => `${prefix}-marker-${n}`,
      badgeKey: (n) => `${prefix}-finding-${n}`,
    };
  }, [capture, resultId, viewName, selected, prefix]);
  return <PinsContext.Provider value={state}>{children}</PinsContext.Provider>;
}

export function markerOf(pins: PinsState, n: number): HTMLElement | null {
  return document.getElementById(pins.markerId(n));
}

export function firstBadgeOf(pins: PinsState, n: number): HTMLElement | null {
  return document.querySelector<HTMLElement>(`[data-finding="${CSS.escape(pins.badgeKey(n))}"]`);
}

/** Brings an element into view (gently, unless the reader asked for less motion) and gives it focus. */
export function reveal(element: HTMLElement | null) {
  if (!element) return;
  const calm = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  element.scrollIntoView({ behavior: calm ? "auto" : "smooth", block: "center" });
  element.focus({ preventScroll: true });
}
