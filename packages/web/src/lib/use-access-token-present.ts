import { useEffect, useState } from "react";
import { readAccessToken } from "./access-token.ts";

/**
 * Whether this tab already holds an unexpired access token. Read after mount: the prerendered
 * page (and the first render in the browser) always assumes no token.
 */
export function useAccessTokenPresent(): boolean {
  const [present, setPresent] = useState(false);
  useEffect(() => setPresent(readAccessToken() !== null), []);
  return present;
}
