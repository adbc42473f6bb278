/** How long every log group is kept (CloudWatch Logs retention): functions' and API access logs alike. */
export const logRetention = "one_month" as const;
