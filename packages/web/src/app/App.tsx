import { lazy, Suspense, useEffect, useState, type ReactNode } from "react";
import { BrowserRouter, useLocation } from "react-router-dom";
import { ToastProvider } from "../ui/toast.tsx";
import { AppRoutes } from "./routes.tsx";

// Needed from the first navigation on, never for the first paint: its own chunk, loaded once the app runs.
const FocusOnNavigation = lazy(() => import("./FocusOnNavigation.tsx").then((module) => ({ default: module.FocusOnNavigation })));
// First-party page views (lib/analytics.ts): loaded after hydration, so the first paint carries none of it.
const PageViews = lazy(() => import("./PageViews.tsx").then((module) => ({ default: module.PageViews })));

/** The whole app under whichever router renders it: the browser's, or the prerender's. */
export function AppShell() {
  const { pathname } = useLocation();
  return (
    <ToastProvider route={pathname}>
      <AppRoutes />
      <OnceRunning>
        <Suspense fallback={null}>
          <FocusOnNavigation />
          <PageViews />
        </Suspense>
      </OnceRunning>
    </ToastProvider>
  );
}

/** Renders its children only in the browser, after hydration: the prerendered page has nothing here to match. */
function OnceRunning({ children }: { children: ReactNode }) {
  const [running, setRunning] = useState(false);
  useEffect(() => setRunning(true), []);
  return running ? children : null;
}

export function App() {
  return (
    <BrowserRouter>
      <AppShell />
    </BrowserRouter>
  );
}
