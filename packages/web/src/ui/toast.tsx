import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from "react";
import { createPortal } from "react-dom";
import { useTopModalDialog } from "./modal-layer.ts";

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: "default" | "destructive";
  /** Milliseconds on screen. */
  duration?: number;
}

interface ShownToast extends Required<Omit<ToastOptions, "description">> {
  id: number;
  description?: string;
  edge: ScreenEdge;
  /** At the top: px from the top, below the header's controls on screen then. */
  top?: number;
  /** The control that raised it, focused when it was shown. */
  raisedBy: Element | null;
}

type ScreenEdge = "top" | "bottom";

type ShowToast = (options: ToastOptions) => void;

const ToastContext = createContext<ShowToast | null>(null);

export const defaultToastDuration = 5_000;

/**
 * The screen edge away from the control that was used (the focused one): a toast never covers
 * the button that raised it, nor what sits beside it (a vote count, a report's score).
 */
function edgeAwayFromFocus(): ScreenEdge {
  const focused = document.activeElement;
  if (!focused || focused === document.body) return "bottom";
  const box = focused.getBoundingClientRect();
  return box.top + box.height / 2 > window.innerHeight / 2 ? "top" : "bottom";
}

/** Clear of the header's controls, a toast at the top never sits lower than this share of the screen. */
const lowestTop = 0.4;
const gapPx = 8;

/**
 * Where a toast at the top starts: below every header and navigation on screen at the top of the
 * page (the site's header, a page's header, the account menu), so it covers none of their controls.
 */
function belowHeaderControls(): number {
  let clear = 16;
  for (const bar of document.querySelectorAll("header, nav")) {
    const box = bar.getBoundingClientRect();
    if (box.height > 0 && box.bottom > 0 && box.top < window.innerHeight * lowestTop) clear = Math.max(clear, box.bottom + gapPx);
  }
  return Math.min(clear, window.innerHeight * lowestTop);
}

interface ToastProviderProps {
  children: ReactNode;
  /** The page shown: when it changes, the toast of the page before is gone. */
  route?: string;
}

/** One toast at a time: a new one replaces the one shown. */
export function ToastProvider({ children, route }: ToastProviderProps) {
  const [toast, setToast] = useState<ShownToast | null>(null);
  const [shownOn, setShownOn] = useState(route);
  const nextId = useRef(0);

  if (route !== shownOn) {
    setShownOn(route);
    setToast(null);
  }

  // Timed out or closed: focus inside it (on its close button) goes back to what raised it.
  const dismiss = useCallback((ending: ShownToast) => {
    const focusInside = document.activeElement?.closest(`[data-toast="${ending.id}"]`) != null;
    setToast((shown) => (shown?.id === ending.id ? null : shown));
    if (focusInside && ending.raisedBy instanceof HTMLElement && ending.raisedBy.isConnected) ending.raisedBy.focus();
  }, []);

  const show = useCallback<ShowToast>(
    ({ title, description, variant = "default", duration = defaultToastDuration }) => {
      const shown: ShownToast = {
        id: ++nextId.current,
        title,
        description,
        variant,
        duration,
        edge: edgeAwayFromFocus(),
        raisedBy: document.activeElement,
      };
      if (shown.edge === "top") shown.top = belowHeaderControls();
      setToast(shown);
      window.setTimeout(() => dismiss(shown), duration);
    },
    [dismiss],
  );

  const value = useMemo(() => show, [show]);
  const topDialog = useTopModalDialog();

  const toaster = (
    <section
      className={`toaster toaster-${toast?.edge ?? "bottom"}`}
      style={toast?.top !== undefined ? { top: toast.top } : undefined}
      aria-label="Notifications"
    >
      {toast && (
        <div
          key={toast.id}
          className={`toast toast-${toast.variant}`}
          role={toast.variant === "destructive" ? "alert" : "status"}
          data-testid="toast"
          data-toast={toast.id}
        >
          <div>
            <p className="toast-title">{toast.title}</p>
            {toast.description && <p className="toast-description">{toast.description}</p>}
          </div>
          <button type="button" className="toast-close" aria-label="Dismiss notification" onClick={() => dismiss(toast)}>
            ×
          </button>
        </div>
      )}
    </section>
  );

  return (
    <ToastContext.Provider value={value}>
      {children}
      {/* Above an open modal dialog, inside it: the page beneath is inert and under its backdrop. */}
      {topDialog ? createPortal(toaster, topDialog) : toaster}
    </ToastContext.Provider>
  );
}

export function useToast(): ShowToast {
  const show = useContext(ToastContext);
  if (!show) throw new Error("useToast must be used inside <ToastProvider>");
  return show;
}
