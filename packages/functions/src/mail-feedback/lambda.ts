import type { SNSEvent } from "aws-lambda";
import { tables } from "@ai-leaders/infra";
import { createDocumentClient } from "@ai-leaders/core/db";
import { structuredLog, withInvocationLog } from "../logging/index.ts";
import { createMailFeedbackHandler } from "./handler.ts";

const signupsTable = process.env[tables.newsletterSignups.envVar];
if (!signupsTable) throw new Error(`Missing environment variable ${tables.newsletterSignups.envVar}`);

const applyFeedback = createMailFeedbackHandler({ db: createDocumentClient(), signupsTable, log: structuredLog });

export const handler = withInvocationLog("mail-feedback", (event: SNSEvent) => applyFeedback(event));
