import { BrowserRouter } from "react-router-dom";
import { ToastProvider } from "../ui/toast.tsx";
import { AppRoutes } from "./routes.tsx";

export function App() {
  return (
    <ToastProvider>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </ToastProvider>
  );
}
