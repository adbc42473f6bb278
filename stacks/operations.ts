import { Duration, type Stack } from "aws-cdk-lib";
import { Alarm, ComparisonOperator, MathExpression, Metric, TreatMissingData, type IMetric } from "aws-cdk-lib/aws-cloudwatch";
import { FilterPattern, MetricFilter, type ILogGroup } from "aws-cdk-lib/aws-logs";
import { SnsAction } from "aws-cdk-lib/aws-cloudwatch-actions";
import type { Function as LambdaFunction, IFunction } from "aws-cdk-lib/aws-lambda";
import { Topic } from "aws-cdk-lib/aws-sns";
import { EmailSubscription } from "aws-cdk-lib/aws-sns-subscriptions";
import { use, type StackContext } from "sst/constructs";
import { Storage } from "./storage.ts";
import { Realtime } from "./realtime.ts";
import { ApiStack } from "./api.ts";
import { alarmEmail } from "./environment.ts";
import { cloudFrontWebAclRegion } from "./firewall.ts";

export { logRetention } from "./retention.ts";

/** Every alarm looks at this window and fires on the first one that breaches it. */
export const alarmPeriod = Duration.minutes(5);

/**
 * What the operator is told about (docs/deploy.md, "Watching it run"): a delivery that spent its retries,
 * and any function that failed. An alarm clears itself once a window passes with nothing wrong.
 * ALARM_EMAIL set, each alarm and its recovery are sent to that address through one topic.
 */
export function Operations({ stack, app }: StackContext) {
  const storage = use(Storage);
  const { realtime, edgeAuthorizer: wsAuthorizer } = use(Realtime);
  const { api, functions, firewall, pageCaptures } = use(ApiStack);
  const ours: Record<string, IFunction> = {
    ...functions,
    "ws-connect": realtime.getFunction("$connect")!,
    "ws-disconnect": realtime.getFunction("$disconnect")!,
    "ws-default": realtime.getFunction("$default")!,
    "ws-authorizer": wsAuthorizer,
  };

  const alarms: Alarm[] = [
    new Alarm(stack, "DeadLetters", {
      alarmName: app.logicalPrefixedName("dead-letters"),
      alarmDescription:
        "A relayed record failed every delivery attempt (its last error is on the record). Open the console's Deliveries and use Send again.",
      metric: storage.deadLetterQueue.cdk.queue.metricApproximateNumberOfMessagesVisible({ period: alarmPeriod, statistic: "Maximum" }),
      threshold: 0,
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
      evaluationPeriods: 1,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    }),
    ...Object.entries(ours).map(
      ([name, fn]) =>
        new Alarm(stack, `Errors-${name}`, {
          alarmName: app.logicalPrefixedName(`${name}-errors`),
          alarmDescription: `The ${name} function failed (an error, a timeout or a crash). Its log group has the lines, each with its request_id.`,
          metric: fn.metricErrors({ period: alarmPeriod, statistic: "Sum" }),
          threshold: 0,
          comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
          evaluationPeriods: 1,
          treatMissingData: TreatMissingData.NOT_BREACHING,
        }),
    ),
  ];

  const alarm = (id: string, name: string, description: string, metric: IMetric, threshold: number) =>
    new Alarm(stack, id, {
      alarmName: app.logicalPrefixedName(name),
      alarmDescription: description,
      metric,
      threshold,
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
      evaluationPeriods: 1,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
  const captures = pageCaptures.queue.cdk.queue;
  alarms.push(
    alarm(
      "CapturesWaiting",
      "captures-waiting",
      `A roasted page waited more than ${alarmThresholds.captureWaitMinutes} minutes for a browser: reports go out saying their screenshots are coming. Raise CAPTURE_CONCURRENCY (docs/scale.md, "Page captures").`,
      captures.metricApproximateAgeOfOldestMessage({ period: alarmPeriod, statistic: "Maximum" }),
      alarmThresholds.captureWaitMinutes * 60,
    ),
    alarm(
      "CaptureDeadLetters",
      "capture-dead-letters",
      "A roasted page crashed the browser three times; its report says the screenshots could not be taken. The capture function's log has the lines.",
      pageCaptures.deadLetters.cdk.queue.metricApproximateNumberOfMessagesVisible({ period: alarmPeriod, statistic: "Maximum" }),
      0,
    ),
  );
  const httpApi = { ApiId: api.cdk.httpApi.apiId, Stage: "$default" };
  const apiMetric = (metricName: string) =>
    new Metric({ namespace: "AWS/ApiGateway", metricName, dimensionsMap: httpApi, period: alarmPeriod, statistic: "Sum" });
  const ownMetrics = `AIForLeaders/${app.stage}`;

  alarms.push(
    alarm(
      "ApiServerErrorRate",
      "api-5xx-rate",
      `More than ${alarmThresholds.serverErrorPercent}% of API requests failed on our side (5xx) in 5 minutes. Read the api function's error lines.`,
      rate(apiMetric("5xx"), apiMetric("Count")),
      alarmThresholds.serverErrorPercent,
    ),
    alarm(
      "ApiTooManyRequestsRate",
      "api-429-rate",
      `More than ${alarmThresholds.tooManyRequestsPercent}% of API requests were refused as too many (429: a per-address limit or the stage throttle) in 5 minutes. A flood, or a limit set too low for real use.`,
      rate(countOf(stack, "TooManyRequests", api.cdk.accessLogGroup!, '{ $.status = "429" }', ownMetrics), apiMetric("Count")),
      alarmThresholds.tooManyRequestsPercent,
    ),
    ...Object.entries(ours).map(([name, fn]) =>
      alarm(
        `Throttles-${name}`,
        `${name}-throttles`,
        `Lambda refused to run the ${name} function (account or reserved concurrency reached).`,
        fn.metricThrottles({ period: alarmPeriod, statistic: "Sum" }),
        0,
      ),
    ),
    ...Object.entries(storage.tables).map(([name, table]) =>
      alarm(
        `DynamoThrottles-${name}`,
        `${name}-table-throttles`,
        `DynamoDB throttled reads or writes on the ${name} table (a hot key, or the on-demand ramp).`,
        new MathExpression({
          expression: "reads + writes",
          usingMetrics: {
            reads: table.cdk.table.metric("ReadThrottleEvents", { statistic: "Sum" }),
            writes: table.cdk.table.metric("WriteThrottleEvents", { statistic: "Sum" }),
          },
          period: alarmPeriod,
        }),
        0,
      ),
    ),
    alarm(
      "ModelBudgetExhausted",
      "ai-budget-exhausted",
      "Today's AI_DAILY_BUDGET of model tokens is used up: reports are rule-based until midnight UTC. Raise the budget, or look in the console's AI jobs for who is using it.",
      countOf(stack, "ModelBudget", (functions.relay as LambdaFunction).logGroup, '{ $.event = "ai_budget_exhausted" }', ownMetrics),
      0,
    ),
  );
  // WAF publishes a CloudFront web ACL's metrics in us-east-1 only, and an alarm watches metrics (and
  // notifies topics) of its own region: a stage elsewhere has none on them (docs/deploy.md, "Limits per visitor").
  if (firewall && stack.region === cloudFrontWebAclRegion) {
    alarms.push(
      alarm(
        "EdgeBlocks",
        "waf-blocks",
        `AWS WAF refused more than ${alarmThresholds.edgeBlocks} requests in 5 minutes (rate rules per address). WAF's console shows the sampled requests and which rule.`,
        new Metric({
          namespace: "AWS/WAFV2",
          metricName: "BlockedRequests",
          dimensionsMap: { WebACL: firewall.name, Rule: "ALL" },
          period: alarmPeriod,
          statistic: "Sum",
        }),
        alarmThresholds.edgeBlocks,
      ),
    );
  }

  const email = alarmEmail();
  if (email) {
    const topic = new Topic(stack, "Alarms", { displayName: `AI for Leaders alarms (${app.stage})`, enforceSSL: true });
    topic.addSubscription(new EmailSubscription(email));
    for (const alarm of alarms) {
      alarm.addAlarmAction(new SnsAction(topic));
      alarm.addOkAction(new SnsAction(topic));
    }
  }
}

/** Where an alarm fires: shares of requests in one window, and counts. */
export const alarmThresholds = { serverErrorPercent: 1, tooManyRequestsPercent: 5, edgeBlocks: 1000, captureWaitMinutes: 5 };

/** A share of the API's requests, in percent; 0 in a window with no requests. */
function rate(part: IMetric, whole: IMetric): MathExpression {
  return new MathExpression({ expression: "100 * part / MAX([whole, 1])", usingMetrics: { part, whole }, period: alarmPeriod });
}

/** How many log lines in a window match a pattern (a metric of our own, counted from the logs). */
function countOf(stack: Stack, id: string, logGroup: ILogGroup, pattern: string, namespace: string): Metric {
  const filter = new MetricFilter(stack, `${id}Lines`, {
    logGroup,
    filterPattern: FilterPattern.literal(pattern),
    metricNamespace: namespace,
    metricName: id,
    metricValue: "1",
    defaultValue: 0,
  });
  return filter.metric({ period: alarmPeriod, statistic: "Sum" });
}
