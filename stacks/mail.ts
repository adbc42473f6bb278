// Mail in the cloud (issue 26): the relay sends what the outbox holds through Amazon SES v2, from
// MAIL_FROM, with the stage's configuration set.
import type { Stack } from "aws-cdk-lib";
import { PolicyStatement } from "aws-cdk-lib/aws-iam";
import { ConfigurationSet, SuppressionReasons } from "aws-cdk-lib/aws-ses";
import type { MailSender } from "./environment.ts";

/**
 * One configuration set per stage: addresses that bounce or complain go on the account's
 * suppression list and are not sent to again. What the relay needs to send with it: its settings,
 * and (with MAIL_FROM set) the permission to send.
 */
export function createMailSending(stack: Stack, name: string, sender: MailSender | undefined) {
  const configurationSet = new ConfigurationSet(stack, "MailConfigurationSet", {
    configurationSetName: name,
    sendingEnabled: true,
    reputationMetrics: true,
    suppressionReasons: SuppressionReasons.BOUNCES_AND_COMPLAINTS,
  });
  return {
    environment: {
      MAIL_TRANSPORT: "ses",
      SES_CONFIGURATION_SET: configurationSet.configurationSetName,
      ...(sender && { MAIL_FROM: sender.from }),
    },
    permissions: sender ? [sendFrom(stack, configurationSet, sender.address)] : [],
  };
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
