import { useEffect } from "react";
import { Link, useLocation } from "react-router-dom";
import { pageTitle } from "../../config/site.ts";
import { usePageHead } from "../../lib/use-page-head.ts";
import { PublicPage } from "./PublicPage.tsx";

export function NotFoundPage() {
  const { pathname } = useLocation();
  usePageHead({
    title: pageTitle("Page not found"),
    description: "The page you asked for does not exist.",
    path: pathname,
    robots: "noindex",
  });
  useEffect(() => {
    console.error("404 Error: User attempted to access non-existent route:", pathname);
  }, [pathname]);

  return (
    <PublicPage>
      <main className="not-found">
        <h1>404</h1>
        <p>Oops! Page not found</p>
        <Link to="/" className="button button-primary">
          Return to Home
        </Link>
      </main>
    </PublicPage>
  );
}
