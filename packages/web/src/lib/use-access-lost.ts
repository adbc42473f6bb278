import { useCallback } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { forgetAccess } from "./access-token.ts";

/** A 401 means the access token expired: back to the gate, then back here. */
export function useAccessLost() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return useCallback(() => {
    forgetAccess();
    navigate(`/?next=${encodeURIComponent(pathname)}`, { replace: true });
  }, [navigate, pathname]);
}
