export { endFeedAddresses, feedAddress, feedXml } from "./feed.ts";
export { publishedEntries } from "./published.ts";
