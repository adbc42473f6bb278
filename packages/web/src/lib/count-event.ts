// A count from a click (a prompt copied, a guide step done): the analytics module loads with the
// first one, so no page carries it before it is needed.
import type { ClientEvent } from "@ai-leaders/core/analytics";

export function countEvent(event: ClientEvent): void {
  void import("./analytics.ts").then((analytics) => analytics.track(event)).catch(() => undefined);
}
