import { useEffect } from "react";
import { useLocation } from "react-router-dom";
import { trackPageView } from "../lib/analytics.ts";

/** The console's own pages: the operators are not the audience they measure. */
const consolePath = /^\/admin(\/|$)/;

/** One page view per route change (the path only: the server counts its pattern). */
export function PageViews() {
  const { pathname } = useLocation();
  useEffect(() => {
    if (!consolePath.test(pathname)) trackPageView(pathname);
  }, [pathname]);
  return null;
}
