import type { Services } from "../wiring/index.ts";
import type { Log } from "../http/index.ts";

export interface ApiDeps {
  services: Services;
  /** Origins allowed to call the API from a browser (the site itself). */
  allowedOrigins: string[];
  now: () => Date;
  log: Log;
}
