import { RouterProvider } from "react-router-dom";
import { ToastProvider } from "../ui/toast.tsx";
import { router } from "./router.tsx";

export function App() {
  return (
    <ToastProvider>
      <RouterProvider router={router} />
    </ToastProvider>
  );
}
