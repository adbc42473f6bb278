import { RetentionDays } from "aws-cdk-lib/aws-logs";

/** How long every log group is kept (CloudWatch Logs retention): functions' and API access logs alike. */
export const logRetention = "one_month" as const;

/** The same retention, as CDK's log groups take it. */
export const logRetentionDays: RetentionDays = RetentionDays[logRetention.toUpperCase() as Uppercase<typeof logRetention>];
