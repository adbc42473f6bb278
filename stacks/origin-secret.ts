import type { Construct } from "constructs";
import { Secret } from "aws-cdk-lib/aws-secretsmanager";
import { Function } from "sst/constructs";
import { originVerifyEnvVar, originVerifyHeader } from "@ai-leaders/infra";

/**
 * A secret CloudFront adds to what it forwards to one of the APIs (stacks/web.ts). Made once per
 * stage by Secrets Manager and kept: a deploy changes nothing at the edge, and the template holds
 * only a reference to it ({{resolve:secretsmanager:…}}), never the value.
 */
export function createOriginSecret(scope: Construct, id: string, api: string): string {
  return new Secret(scope, id, {
    description: `Proves to the ${api} that a request came through the site's CloudFront distribution.`,
    generateSecretString: { passwordLength: 48, excludePunctuation: true, includeSpace: false },
  }).secretValue.unsafeUnwrap();
}

/**
 * One way in (docs/deploy.md, "One origin"): API Gateway asks this function before anything else
 * runs. A request without the header is refused by API Gateway itself, unasked (its identity source
 * is missing: "Working with AWS Lambda authorizers for HTTP APIs", https://docs.aws.amazon.com/apigateway/latest/developerguide/http-api-lambda-authorizer.html);
 * one with a wrong value is refused by the function.
 */
export function createEdgeAuthorizer(scope: Construct, id: string, kind: "http" | "websocket", originSecret: string) {
  return new Function(scope, id, {
    handler: `packages/functions/src/edge-authorizer/lambda.${kind}`,
    memorySize: 256,
    timeout: 5,
    environment: { [originVerifyEnvVar]: originSecret },
  });
}

/** The header API Gateway reads the secret from, in each API's own syntax. */
export const originSecretSource = {
  http: `$request.header.${originVerifyHeader}`,
  websocket: `route.request.header.${originVerifyHeader}`,
} as const;

/** An answer for a secret that matched is reused this long (HTTP API only; at most an hour). */
export const authorizerCacheTtl = "5 minutes";
