import { originVerifyEnvVar } from "@ai-leaders/infra";
import { httpApiAuthorizer, webSocketAuthorizer } from "./handler.ts";

// Set by the stacks (stacks/api.ts, stacks/realtime.ts): without it nothing could be let in.
const originSecret = process.env[originVerifyEnvVar];
if (!originSecret) throw new Error(`Missing environment variable ${originVerifyEnvVar}`);

export const http = httpApiAuthorizer(originSecret);
export const websocket = webSocketAuthorizer(originSecret);
