import type { Stack } from "aws-cdk-lib";
import { CfnWebACL } from "aws-cdk-lib/aws-wafv2";
import { edgeRefusal } from "@ai-leaders/infra";

/**
 * Requests one address may make in WAF's window before its next ones are refused with 429. They
 * sit well above what a person does (the API's own per-address limits, in core/rate-limit, are
 * the finer ones beneath) and stop a flood from one address at the edge, before it costs a Lambda
 * call or the stage's shared throttle. README, "Limits and abuse checks".
 */
export const edgeRateRules = [
  { name: "access-attempts", limit: 100, method: "POST", pathPrefix: "/api/access" },
  { name: "sign-in", limit: 100, method: "POST", pathPrefix: "/api/auth/" },
  { name: "model-jobs", limit: 100, method: "POST", pathPrefix: "/api/workflows/" },
  { name: "writes", limit: 600, method: "POST", pathPrefix: "/api/" },
  { name: "socket-connects", limit: 300, method: "GET", pathPrefix: "/ws" },
  { name: "api-requests", limit: 3000, pathPrefix: "/api/" },
] as const;

/** WAF counts each address over this many seconds (one of 60, 120, 300, 600). */
export const edgeRateWindowSeconds = 300;

/** AWS's managed rule groups, counting only until their matches have been read in the logs. */
export const managedRuleGroups = ["AWSManagedRulesCommonRuleSet", "AWSManagedRulesKnownBadInputsRuleSet"] as const;

const tooManyRequestsBody = "too-many-requests";

/**
 * AWS WAF in front of the distribution (scope CLOUDFRONT, which AWS keeps in us-east-1): limits
 * per visitor's address at the edge, never one throttle shared by everyone. A refused request gets
 * the 429 the site reads everywhere (infra's edgeRefusal), with Retry-After.
 */
export function createEdgeFirewall(stack: Stack, name: string): CfnWebACL {
  if (stack.region !== "us-east-1") {
    throw new Error(`AWS WAF for CloudFront lives in us-east-1; this stage deploys to ${stack.region}. Deploy in us-east-1, or set WAF=off.`);
  }
  const visibility = (metricName: string) => ({ cloudWatchMetricsEnabled: true, sampledRequestsEnabled: true, metricName });
  return new CfnWebACL(stack, "EdgeFirewall", {
    name,
    scope: "CLOUDFRONT",
    defaultAction: { allow: {} },
    visibilityConfig: visibility(name),
    customResponseBodies: {
      [tooManyRequestsBody]: { contentType: "APPLICATION_JSON", content: JSON.stringify(edgeRefusal.body) },
    },
    rules: [
      ...managedRuleGroups.map((group, index) => ({
        name: group,
        priority: index,
        overrideAction: { count: {} },
        statement: { managedRuleGroupStatement: { vendorName: "AWS", name: group } },
        visibilityConfig: visibility(`${name}-${group}`),
      })),
      ...edgeRateRules.map((rule, index) => ({
        name: rule.name,
        priority: managedRuleGroups.length + index,
        action: {
          block: {
            customResponse: {
              responseCode: edgeRefusal.status,
              customResponseBodyKey: tooManyRequestsBody,
              responseHeaders: [{ name: "retry-after", value: String(edgeRefusal.retryAfterSeconds) }],
            },
          },
        },
        statement: {
          rateBasedStatement: {
            limit: rule.limit,
            evaluationWindowSec: edgeRateWindowSeconds,
            aggregateKeyType: "IP",
            scopeDownStatement: scopeOf(rule),
          },
        },
        visibilityConfig: visibility(`${name}-${rule.name}`),
      })),
    ],
  });
}

function scopeOf(rule: (typeof edgeRateRules)[number]): CfnWebACL.StatementProperty {
  const path = byteMatch({ uriPath: {} }, "STARTS_WITH", rule.pathPrefix);
  return "method" in rule ? { andStatement: { statements: [path, byteMatch({ method: {} }, "EXACTLY", rule.method)] } } : path;
}

function byteMatch(fieldToMatch: CfnWebACL.FieldToMatchProperty, positionalConstraint: string, searchString: string): CfnWebACL.StatementProperty {
  return { byteMatchStatement: { fieldToMatch, positionalConstraint, searchString, textTransformations: [{ priority: 0, type: "NONE" }] } };
}
