import { ApiGatewayManagementApiClient, GoneException, PostToConnectionCommand } from "@aws-sdk/client-apigatewaymanagementapi";
import type { PostToConnection } from "@ai-leaders/core/realtime";

/** Posts through the API Gateway management API (or the local stand-in of it). */
export function createPostToConnection(client: ApiGatewayManagementApiClient): PostToConnection {
  return async (connectionId, data) => {
    try {
      await client.send(new PostToConnectionCommand({ ConnectionId: connectionId, Data: data }));
      return true;
    } catch (error) {
      if (error instanceof GoneException) return false;
      throw error;
    }
  };
}
