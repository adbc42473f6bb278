import { BrowserRouter } from "react-router-dom";
import { ToastProvider } from "../ui/toast.tsx";
import { AppRoutes } from "./routes.tsx";

/** The whole app under whichever router renders it: the browser's, or the prerender's. */
export function AppShell() {
  return (
    <ToastProvider>
      <AppRoutes />
    </ToastProvider>
  );
}

export function App() {
  return (
    <BrowserRouter>
      <AppShell />
    </BrowserRouter>
  );
}
