import { CfnResource, RemovalPolicy, type IAspect } from "aws-cdk-lib";
import { CfnFunction } from "aws-cdk-lib/aws-lambda";
import { LogGroup, LogRetention } from "aws-cdk-lib/aws-logs";
import type { IConstruct } from "constructs";
import { logRetentionDays } from "./retention.ts";

/**
 * Every Lambda function's logs expire, the helpers' too: SST's custom resource and script
 * handlers, CDK's providers (log retention, auto-delete objects). Lambda otherwise makes
 * /aws/lambda/<name> on the first call and keeps it forever, so each such function gets a log
 * group of its own, with our retention, named in its LoggingConfig (AWS Lambda Developer Guide,
 * "Configuring CloudWatch log groups"); a helper's logs go with its stack. Ours keep
 * /aws/lambda/<name> through logRetention (the group docs/deploy.md's commands and the alarms read)
 * and are left as they are.
 */
export class RetainEveryFunctionLog implements IAspect {
  visit(node: IConstruct): void {
    if (!(node instanceof CfnResource) || node.cfnResourceType !== "AWS::Lambda::Function") return;
    if (keptByLogRetention(node) || (node instanceof CfnFunction && hasLogGroup(node))) return;
    const logGroup = new LogGroup(node.node.scope!, `${node.node.id}LogGroup`, {
      retention: logRetentionDays,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    node.addPropertyOverride("LoggingConfig.LogGroup", logGroup.logGroupName);
  }
}

/** A CDK Function given logRetention holds the LogRetention resource that sets it. */
function keptByLogRetention(resource: CfnResource): boolean {
  return resource.node.scope?.node.tryFindChild("LogRetention") instanceof LogRetention;
}

function hasLogGroup(fn: CfnFunction): boolean {
  const config = fn.loggingConfig;
  return config !== undefined && "logGroup" in config && config.logGroup !== undefined;
}
