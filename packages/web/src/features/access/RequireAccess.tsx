import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router-dom";
import { paths } from "../../config/paths.ts";
import { readAccessToken } from "../../lib/access-token.ts";

/**
 * Level 2, Level 3 and the prompt libraries need an access token: without one the visitor lands
 * on "/" with the "Access Required" dialog open, and goes on to the page they asked for after.
 */
export function RequireAccess({ children }: { children: ReactNode }) {
  const location = useLocation();
  if (readAccessToken()) return children;
  const next = `${location.pathname}${location.search}`;
  return <Navigate to={`${paths.home}?next=${encodeURIComponent(next)}`} replace />;
}
