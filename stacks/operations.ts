import { Duration } from "aws-cdk-lib";
import { Alarm, ComparisonOperator, TreatMissingData } from "aws-cdk-lib/aws-cloudwatch";
import { SnsAction } from "aws-cdk-lib/aws-cloudwatch-actions";
import type { IFunction } from "aws-cdk-lib/aws-lambda";
import { Topic } from "aws-cdk-lib/aws-sns";
import { EmailSubscription } from "aws-cdk-lib/aws-sns-subscriptions";
import { use, type StackContext } from "sst/constructs";
import { Storage } from "./storage.ts";
import { Realtime } from "./realtime.ts";
import { ApiStack } from "./api.ts";
import { alarmEmail } from "./environment.ts";

/** How long every function's logs are kept (CloudWatch Logs retention): 30 days. */
export const logRetention = "one_month" as const;

/** Every alarm looks at this window and fires on the first one that breaches it. */
export const alarmPeriod = Duration.minutes(5);

/**
 * What the operator is told about (README, "Watching it run"): a delivery that spent its retries,
 * and any function that failed. An alarm clears itself once a window passes with nothing wrong.
 * ALARM_EMAIL set, each alarm and its recovery are sent to that address through one topic.
 */
export function Operations({ stack, app }: StackContext) {
  const storage = use(Storage);
  const { realtime } = use(Realtime);
  const { functions } = use(ApiStack);
  const ours: Record<string, IFunction> = {
    ...functions,
    "ws-connect": realtime.getFunction("$connect")!,
    "ws-disconnect": realtime.getFunction("$disconnect")!,
    "ws-default": realtime.getFunction("$default")!,
  };

  const alarms = [
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

  const email = alarmEmail();
  if (email) {
    const topic = new Topic(stack, "Alarms", { displayName: `AI for Leaders alarms (${app.stage})` });
    topic.addSubscription(new EmailSubscription(email));
    for (const alarm of alarms) {
      alarm.addAlarmAction(new SnsAction(topic));
      alarm.addOkAction(new SnsAction(topic));
    }
  }
}
