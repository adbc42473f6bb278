import { lazy, Suspense } from "react";
import { Route, Routes } from "react-router-dom";
import { paths } from "../config/paths.ts";

// Every page is its own chunk: a visitor downloads only the page they open.
const LandingPage = lazy(() => import("../features/landing/LandingPage.tsx").then((m) => ({ default: m.LandingPage })));
const NotFoundPage = lazy(() =>
  import("../features/not-found/NotFoundPage.tsx").then((m) => ({ default: m.NotFoundPage })),
);

export function AppRoutes() {
  return (
    <Suspense fallback={null}>
      <Routes>
        <Route path={paths.home} element={<LandingPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
