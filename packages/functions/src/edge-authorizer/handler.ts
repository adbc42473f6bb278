// One way in (issue 44, Deliver 4): API Gateway asks this function whether a request came through
// the site's CloudFront distribution, which adds the origin secret to everything it forwards. A
// request with no such header at all is refused by API Gateway itself, before anything runs (the
// authorizer's identity source is missing); one with a wrong value is refused here.
import type {
  APIGatewayAuthorizerResult,
  APIGatewayRequestAuthorizerEvent,
  APIGatewayRequestAuthorizerEventV2,
  APIGatewaySimpleAuthorizerResult,
} from "aws-lambda";
import { originVerifyHeader } from "@ai-leaders/infra";
import { sameSecret } from "../http/client-ip.ts";

/** Header names reach an authorizer as the viewer wrote them (HTTP APIs lower-case them, WebSocket APIs do not). */
function originSecretOf(headers: Record<string, string | undefined> | null | undefined): string | undefined {
  const name = Object.keys(headers ?? {}).find((key) => key.toLowerCase() === originVerifyHeader);
  return name ? headers![name] : undefined;
}

/** The HTTP API's routes (a simple response, cached by API Gateway for the secret's value). */
export function httpApiAuthorizer(originSecret: string) {
  return async (event: APIGatewayRequestAuthorizerEventV2): Promise<APIGatewaySimpleAuthorizerResult> => ({
    isAuthorized: sameSecret(originSecretOf(event.headers), originSecret),
  });
}

/** The WebSocket API's $connect: WebSocket authorizers answer with an IAM policy on the route. */
export function webSocketAuthorizer(originSecret: string) {
  return async (event: APIGatewayRequestAuthorizerEvent): Promise<APIGatewayAuthorizerResult> => ({
    principalId: "site",
    policyDocument: {
      Version: "2012-10-17",
      Statement: [
        {
          Action: "execute-api:Invoke",
          Effect: sameSecret(originSecretOf(event.headers), originSecret) ? "Allow" : "Deny",
          Resource: event.methodArn,
        },
      ],
    },
  });
}
