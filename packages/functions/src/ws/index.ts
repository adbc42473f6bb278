export { createWsHandler, type WsDeps } from "./handler.ts";
export { createPostToConnection } from "./post-to-connection.ts";
