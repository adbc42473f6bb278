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
}

type ShowToast = (options: ToastOptions) => void;

const ToastContext = createContext<ShowToast | null>(null);

export const defaultToastDuration = 5_000;

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ShownToast[]>([]);
  const nextId = useRef(0);

  const dismiss = useCallback((id: number) => setToasts((shown) => shown.filter((toast) => toast.id !== id)), []);

  const show = useCallback<ShowToast>(
    ({ title, description, variant = "default", duration = defaultToastDuration }) => {
      const id = ++nextId.current;
      setToasts((shown) => [...shown.slice(-2), { id, title, description, variant, duration }]);
      window.setTimeout(() => dismiss(id), duration);
    },
    [dismiss],
  );

  const value = useMemo(() => show, [show]);
  const topDialog = useTopModalDialog();

  const toaster = (
    <section className="toaster" aria-label="Notifications">
      {toasts.map((toast) => (
        <div
          key={toast.id}
          className={`toast toast-${toast.variant}`}
          role={toast.variant === "destructive" ? "alert" : "status"}
          data-testid="toast"
        >
          <div>
            <p className="toast-title">{toast.title}</p>
            {toast.description && <p className="toast-description">{toast.description}</p>}
          </div>
          <button type="button" className="toast-close" aria-label="Dismiss notification" onClick={() => dismiss(toast.id)}>
            ×
          </button>
        </div>
      ))}
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
