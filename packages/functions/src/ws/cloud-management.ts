import { ApiGatewayManagementApiClient } from "@aws-sdk/client-apigatewaymanagementapi";
import { createPostToConnection } from "./post-to-connection.ts";

/** Posts to the WebSocket API's connections (its https management endpoint, set by the stack). */
export function cloudPostToConnection() {
  const endpoint = process.env.WS_MANAGEMENT_URL;
  if (!endpoint) throw new Error("Missing environment variable WS_MANAGEMENT_URL");
  return createPostToConnection(new ApiGatewayManagementApiClient({ endpoint }));
}
