import { describe, expect, it } from "vitest";
import type { APIGatewayRequestAuthorizerEvent, APIGatewayRequestAuthorizerEventV2 } from "aws-lambda";
import { httpApiAuthorizer, webSocketAuthorizer } from "./handler.ts";

const secret = "s3cr3t-from-cloudfront-0123456789abcdefghijkl";
const httpEvent = (headers: Record<string, string>) => ({ headers }) as unknown as APIGatewayRequestAuthorizerEventV2;
const connectArn = "arn:aws:execute-api:us-east-1:123456789012:abcdef123/live/$connect";
const connectEvent = (headers: Record<string, string> | null) =>
  ({ type: "REQUEST", methodArn: connectArn, headers }) as unknown as APIGatewayRequestAuthorizerEvent;

describe("the edge's authorizer: only what came through CloudFront gets in", () => {
  it("lets an HTTP API request with the origin secret in, and refuses a wrong or missing one", async () => {
    const authorize = httpApiAuthorizer(secret);
    expect(await authorize(httpEvent({ "x-origin-verify": secret }))).toEqual({ isAuthorized: true });
    expect(await authorize(httpEvent({ "x-origin-verify": `${secret}x` }))).toEqual({ isAuthorized: false });
    expect(await authorize(httpEvent({ "x-origin-verify": "" }))).toEqual({ isAuthorized: false });
    expect(await authorize(httpEvent({}))).toEqual({ isAuthorized: false });
  });

  it("allows a WebSocket connect with the secret, whatever the header's case, and denies any other", async () => {
    const authorize = webSocketAuthorizer(secret);
    const effect = async (headers: Record<string, string> | null) => {
      const { policyDocument } = await authorize(connectEvent(headers));
      const [statement] = policyDocument.Statement as Array<{ Effect: string; Resource: string; Action: string }>;
      expect(statement).toMatchObject({ Action: "execute-api:Invoke", Resource: connectArn });
      return statement!.Effect;
    };
    expect(await effect({ "X-Origin-Verify": secret })).toBe("Allow");
    expect(await effect({ "x-origin-verify": secret })).toBe("Allow");
    expect(await effect({ "X-Origin-Verify": "guess" })).toBe("Deny");
    expect(await effect(null)).toBe("Deny");
  });
});
