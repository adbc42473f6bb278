// AWS WAF's web ACL in front of the site's distribution, written once in the shape that both
// CloudFormation's AWS::WAFv2::WebACL and WAFv2's CreateWebACL take (the API's input, PascalCase).
// A stage in us-east-1 declares it as that resource; any other stage hands it to a custom
// resource that calls the API in us-east-1 (stacks/firewall.ts). Either way, the same web ACL.
import { edgeRefusal } from "./edge.ts";

/**
 * Requests one address may make in WAF's window before its next ones are refused with 429. They
 * sit well above what a person does (the API's own per-address limits, in core/rate-limit, are
 * the finer ones beneath) and stop a flood from one address at the edge, before it costs a Lambda
 * call or the stage's shared throttle. A rule with a pathPattern also counts the paths that
 * regular expression matches (AWS WAF Developer Guide, "Regex match rule statement"): comparing a
 * page with its rivals starts up to three roasts, so it counts as model jobs. docs/operating.md, "Limits
 * and abuse checks".
 */
export const edgeRateRules = [
  { name: "access-attempts", limit: 100, method: "POST", pathPrefix: "/api/access" },
  { name: "sign-in", limit: 100, method: "POST", pathPrefix: "/api/auth/" },
  { name: "model-jobs", limit: 100, method: "POST", pathPrefix: "/api/workflows/", pathPattern: "^/api/results/[^/]+/rivals$" },
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
 * The web ACL (scope CLOUDFRONT): limits per visitor's address at the edge, never one throttle
 * shared by everyone. A refused request gets the 429 the site reads everywhere (edgeRefusal), with
 * Retry-After.
 */
export function edgeWebAcl(name: string) {
  const visibility = (metricName: string) => ({ CloudWatchMetricsEnabled: true, SampledRequestsEnabled: true, MetricName: metricName });
  return {
    Name: name,
    Scope: "CLOUDFRONT",
    DefaultAction: { Allow: {} },
    VisibilityConfig: visibility(name),
    CustomResponseBodies: {
      [tooManyRequestsBody]: { ContentType: "APPLICATION_JSON", Content: JSON.stringify(edgeRefusal.body) },
    },
    Rules: [
      ...managedRuleGroups.map((group, index) => ({
        Name: group,
        Priority: index,
        OverrideAction: { Count: {} },
        Statement: { ManagedRuleGroupStatement: { VendorName: "AWS", Name: group } },
        VisibilityConfig: visibility(`${name}-${group}`),
      })),
      ...edgeRateRules.map((rule, index) => ({
        Name: rule.name,
        Priority: managedRuleGroups.length + index,
        Action: {
          Block: {
            CustomResponse: {
              ResponseCode: edgeRefusal.status,
              CustomResponseBodyKey: tooManyRequestsBody,
              ResponseHeaders: [{ Name: "retry-after", Value: String(edgeRefusal.retryAfterSeconds) }],
            },
          },
        },
        Statement: {
          RateBasedStatement: {
            Limit: rule.limit,
            EvaluationWindowSec: edgeRateWindowSeconds,
            AggregateKeyType: "IP",
            ScopeDownStatement: scopeOf(rule),
          },
        },
        VisibilityConfig: visibility(`${name}-${rule.name}`),
      })),
    ],
  };
}

/**
 * The custom resource's properties outside us-east-1: the web ACL as one JSON text, since
 * CloudFormation hands a custom resource every number and boolean as a string.
 */
export interface EdgeWebAclProperties {
  WebACL: string;
}

function scopeOf(rule: (typeof edgeRateRules)[number]) {
  const prefix = byteMatch({ UriPath: {} }, "STARTS_WITH", rule.pathPrefix);
  const path = "pathPattern" in rule ? { OrStatement: { Statements: [prefix, regexMatch(rule.pathPattern)] } } : prefix;
  return "method" in rule ? { AndStatement: { Statements: [path, byteMatch({ Method: {} }, "EXACTLY", rule.method)] } } : path;
}

const untransformed = [{ Priority: 0, Type: "NONE" }];

function regexMatch(regexString: string) {
  return { RegexMatchStatement: { FieldToMatch: { UriPath: {} }, RegexString: regexString, TextTransformations: untransformed } };
}

/** SearchString is text here, as CloudFormation takes it; the API takes its bytes. */
function byteMatch(fieldToMatch: { UriPath: object } | { Method: object }, positionalConstraint: string, searchString: string) {
  return {
    ByteMatchStatement: {
      FieldToMatch: fieldToMatch,
      PositionalConstraint: positionalConstraint,
      SearchString: searchString,
      TextTransformations: untransformed,
    },
  };
}
