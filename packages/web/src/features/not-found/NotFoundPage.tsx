import { useEffect } from "react";
import { Link, useLocation } from "react-router-dom";

export function NotFoundPage() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.error("404 Error: User attempted to access non-existent route:", pathname);
  }, [pathname]);

  return (
    <main className="not-found">
      <h1>404</h1>
      <p>Oops! Page not found</p>
      <Link to="/" className="button button-primary">
        Return to Home
      </Link>
    </main>
  );
}
