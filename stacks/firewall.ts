import { CustomResource, type Stack } from "aws-cdk-lib";
import { PolicyStatement } from "aws-cdk-lib/aws-iam";
import { CfnWebACL, type CfnWebACLProps } from "aws-cdk-lib/aws-wafv2";
import { Provider } from "aws-cdk-lib/custom-resources";
import { Function } from "sst/constructs";
import { edgeWebAcl, type EdgeWebAclProperties } from "@ai-leaders/infra";

/**
 * Where AWS WAF keeps CloudFront's web ACLs, and publishes their metrics (AWS WAF Developer Guide,
 * "Resources that you can protect with AWS WAF").
 */
export const cloudFrontWebAclRegion = "us-east-1";

/** The web ACL on the distribution: its ARN, and its name, which its metrics go by. */
export interface EdgeFirewall {
  arn: string;
  name: string;
}

/**
 * AWS WAF in front of the distribution (infra's edgeWebAcl). A stage in us-east-1 declares the web
 * ACL in its stack. Any other cannot: SST deploys every stack of a stage in the stage's region, so
 * a custom resource there makes the same web ACL in us-east-1 through WAF's API, as CDK does for
 * CloudFront's certificates.
 */
export function createEdgeFirewall(stack: Stack, name: string): EdgeFirewall {
  const webAcl = edgeWebAcl(name);
  if (stack.region === cloudFrontWebAclRegion) {
    const resource = new CfnWebACL(stack, "EdgeFirewall", cdkProps(webAcl) as CfnWebACLProps);
    return { arn: resource.attrArn, name };
  }
  const provider = new Provider(stack, "EdgeFirewallProvider", {
    onEventHandler: new Function(stack, "EdgeFirewallHandler", {
      handler: "packages/functions/src/firewall/lambda.handler",
      permissions: webAclStatements(stack),
      // A few calls to WAF, and a few more when another change holds the web ACL's lock.
      timeout: 60,
      enableLiveDev: false,
    }),
  });
  const resource = new CustomResource(stack, "EdgeFirewall", {
    serviceToken: provider.serviceToken,
    resourceType: "Custom::CloudFrontWebAcl",
    properties: { WebACL: stack.toJsonString(webAcl) } satisfies EdgeWebAclProperties,
  });
  return { arn: resource.getAttString("Arn"), name };
}

/**
 * The handler's only grants: web ACLs in us-east-1 of this account. Creating or changing one that
 * names AWS's managed rule groups is also authorised against them (the managedruleset resource).
 */
function webAclStatements(stack: Stack): PolicyStatement[] {
  const arn = (resource: string) => `arn:${stack.partition}:wafv2:${cloudFrontWebAclRegion}:${stack.account}:global/${resource}/*`;
  return [
    new PolicyStatement({
      actions: ["wafv2:CreateWebACL", "wafv2:GetWebACL", "wafv2:UpdateWebACL", "wafv2:DeleteWebACL"],
      resources: [arn("webacl")],
    }),
    new PolicyStatement({ actions: ["wafv2:CreateWebACL", "wafv2:UpdateWebACL"], resources: [arn("managedruleset")] }),
  ];
}

/**
 * CloudFormation's properties as CDK's L1 construct takes them: each name with a lower-case first
 * letter (Rules, rules; ByteMatchStatement, byteMatchStatement), but a map's own keys (the custom
 * response bodies') as they are. CDK writes them back into the template as CloudFormation's.
 */
function cdkProps(value: unknown, isMap = false): unknown {
  if (Array.isArray(value)) return value.map((item) => cdkProps(item));
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, child]) => [
      isMap ? key : key[0]!.toLowerCase() + key.slice(1),
      cdkProps(child, key === "CustomResponseBodies"),
    ]),
  );
}
