// Safe fetch of a user-supplied URL (issue 7): http(s) only, no credentials, default ports, one
// DNS resolution pinned for the connection, private and special ranges refused on every hop,
// 10 s, 2 MB, HTML only.
export { safeFetch, safeFetchDefaults } from "./safe-fetch.ts";
export type { FetchedPage, SafeFetchOptions, SafeFetchResult } from "./safe-fetch.ts";
export { fetchFailureReasons } from "./failure.ts";
export type { FetchFailure, FetchFailureCode } from "./failure.ts";
export { checkAddress } from "./address-policy.ts";
export type { AddressVerdict } from "./address-policy.ts";
export type { Lookup, ResolvedAddress } from "./target.ts";
export type { Dial } from "./request.ts";
export { fetchResource } from "./resource.ts";
export type { FetchedResource, ResourceFetchOptions } from "./resource.ts";
