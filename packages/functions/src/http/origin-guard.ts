// One way in (docs/deploy.md, "One origin"): behind CloudFront, every request to the API carries the
// origin secret CloudFront adds. One without it came to the execute-api address directly, past the
// edge's per-address limits, and is refused before any of the app's code runs.
import type { APIGatewayProxyStructuredResultV2 } from "aws-lambda";
import { originVerifyHeader } from "@ai-leaders/infra";
import { apiMessages } from "@ai-leaders/core/messages";
import { sameSecret } from "./client-ip.ts";

const refusal: APIGatewayProxyStructuredResultV2 = {
  statusCode: 403,
  headers: { "content-type": "application/json; charset=UTF-8" },
  body: JSON.stringify({ error: { message: apiMessages.notThroughTheSite } }),
};

/** Unset secret (`sst dev`, tests): nothing is refused. */
export function onlyThroughTheEdge<Event extends object, Context, Result>(
  originSecret: string | undefined,
  handler: (event: Event, context: Context) => Promise<Result>,
): (event: Event, context: Context) => Promise<Result | APIGatewayProxyStructuredResultV2> {
  return async (event, context) => {
    const headers = (event as { headers?: Record<string, string | undefined> }).headers;
    if (originSecret && !sameSecret(headers?.[originVerifyHeader], originSecret)) return refusal;
    return handler(event, context);
  };
}
