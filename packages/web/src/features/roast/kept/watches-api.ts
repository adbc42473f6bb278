// "Watch this page" (issue 27, Deliver 6): the signed-in user's watches, started from a kept page
// report, paused, resumed and removed. Every request carries the user's bearer token and this
// browser's device key (a report made here before signing in is this device's to watch).
import { deviceKeyHeader } from "@ai-leaders/core/roast/store";
import type { WatchList, WatchSummary } from "@ai-leaders/core/watches";
import { api, settle } from "../../../lib/api-client.ts";
import { deviceKey } from "../../../lib/device-key.ts";

/** `message`: what a refusal said (the cap, an unconfirmed address); absent when the server could not be reached. */

const watches = api.api.watches;

export const listWatches = (userToken: string) =>
  settle(watches.$get({}, callerHeaders(userToken)), (response) => response.json() as Promise<WatchList>);

/** Watches the page of a kept result; the account's existing watch when it already watches that page. */
export const startWatching = (userToken: string, resultId: string) =>
  settle(watches.$post({ json: { result_id: resultId } }, callerHeaders(userToken)), readWatch);

export const setWatchPaused = (userToken: string, id: string, paused: boolean) =>
  settle(watches[":id"].$patch({ param: { id }, json: { paused } }, callerHeaders(userToken)), readWatch);

export const stopWatching = (userToken: string, id: string) =>
  settle(watches[":id"].$delete({ param: { id } }, callerHeaders(userToken)), async () => true as const);

async function readWatch(response: Response): Promise<WatchSummary> {
  return ((await response.json()) as { watch: WatchSummary }).watch;
}

const callerHeaders = (userToken: string) => ({ headers: { authorization: `Bearer ${userToken}`, [deviceKeyHeader]: deviceKey() } });
