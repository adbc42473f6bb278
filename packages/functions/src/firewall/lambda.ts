import { WAFV2Client } from "@aws-sdk/client-wafv2";
import type { CloudFormationCustomResourceEvent } from "aws-lambda";
import type { EdgeWebAclProperties } from "@ai-leaders/infra";
import { structuredLog, withInvocationLog } from "../logging/index.ts";
import { createFirewallHandler } from "./handler.ts";

// CloudFront's web ACLs are made and changed at WAF's us-east-1 endpoint, wherever the stage runs.
const firewall = createFirewallHandler({ waf: new WAFV2Client({ region: "us-east-1" }), log: structuredLog });

export const handler = withInvocationLog("firewall", (event: CloudFormationCustomResourceEvent<EdgeWebAclProperties>) => firewall(event));
