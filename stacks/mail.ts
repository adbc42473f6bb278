// Mail in the cloud (issue 26): the relay sends what the outbox holds through Amazon SES v2, from
// MAIL_FROM, with the stage's configuration set; its bounces and complaints come back to the audience.
import type { Stack } from "aws-cdk-lib";
import { PolicyStatement } from "aws-cdk-lib/aws-iam";
import { ConfigurationSet, EmailSendingEvent, EventDestination, SuppressionReasons } from "aws-cdk-lib/aws-ses";
import { Topic } from "aws-cdk-lib/aws-sns";
import { LambdaSubscription } from "aws-cdk-lib/aws-sns-subscriptions";
import { Function } from "sst/constructs";
import type { MailSender } from "./environment.ts";
import { accessStatements } from "./permissions.ts";
import type { Storage } from "./storage.ts";

/**
 * One configuration set per stage: addresses that bounce or complain go on the account's
 * suppression list and are not sent to again. What the relay needs to send with it: its settings,
 * and the permission to send from MAIL_FROM.
 */
export function createMailSending(stack: Stack, name: string, sender: MailSender) {
  const configurationSet = new ConfigurationSet(stack, "MailConfigurationSet", {
    configurationSetName: name,
    sendingEnabled: true,
    reputationMetrics: true,
    suppressionReasons: SuppressionReasons.BOUNCES_AND_COMPLAINTS,
  });
  return {
    configurationSet,
    environment: {
      MAIL_TRANSPORT: "ses",
      SES_CONFIGURATION_SET: configurationSet.configurationSetName,
      MAIL_FROM: sender.from,
    },
    permissions: [sendFrom(stack, configurationSet, sender.address)],
  };
}

/**
 * SES publishes the set's bounces and complaints to a topic of the stage; a function marks the
 * signups of the addresses concerned (packages/functions/src/mail-feedback), for the console.
 */
export function createMailFeedback(
  stack: Stack,
  configurationSet: ConfigurationSet,
  storage: ReturnType<typeof Storage>,
  environment: Record<string, string>,
): Function {
  const topic = new Topic(stack, "MailFeedbackTopic", { enforceSSL: true });
  configurationSet.addEventDestination("MailFeedback", {
    destination: EventDestination.snsTopic(topic),
    events: [EmailSendingEvent.BOUNCE, EmailSendingEvent.COMPLAINT],
  });
  const feedback = new Function(stack, "MailFeedback", {
    handler: "packages/functions/src/mail-feedback/lambda.handler",
    environment,
    permissions: accessStatements(storage, "mailFeedback"),
  });
  topic.addSubscription(new LambdaSubscription(feedback));
  return feedback;
}

/**
 * SES v2 SendEmail is authorised as ses:SendEmail on the identities the mail uses (the sender's;
 * in the SES sandbox the recipients' too, each a verified identity) and on the configuration set.
 * Any identity of this account and region, then, but only from MAIL_FROM's address.
 */
function sendFrom(stack: Stack, configurationSet: ConfigurationSet, address: string): PolicyStatement {
  const { partition, region, account } = stack;
  return new PolicyStatement({
    actions: ["ses:SendEmail"],
    resources: [
      `arn:${partition}:ses:${region}:${account}:identity/*`,
      `arn:${partition}:ses:${region}:${account}:configuration-set/${configurationSet.configurationSetName}`,
    ],
    conditions: { StringEquals: { "ses:FromAddress": address } },
  });
}
