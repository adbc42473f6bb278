import { createBrowserRouter } from "react-router-dom";
import { paths } from "../config/paths.ts";

// Every route is loaded lazily, so a visitor downloads only the page they open.
export const router = createBrowserRouter([
  {
    path: paths.home,
    lazy: async () => ({ Component: (await import("../features/landing/LandingPage.tsx")).LandingPage }),
  },
  {
    path: "*",
    lazy: async () => ({ Component: (await import("../features/not-found/NotFoundPage.tsx")).NotFoundPage }),
  },
]);
