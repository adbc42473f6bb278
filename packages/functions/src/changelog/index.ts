export { feedAddress, feedXml, isFeedToken } from "./feed.ts";
export { publishedEntries } from "./published.ts";
