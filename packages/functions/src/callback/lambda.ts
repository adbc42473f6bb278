import { handle } from "hono/aws-lambda";
import { defaultLog } from "../http/index.ts";
import { createCallbackApp } from "./app.ts";

export const handler = handle(createCallbackApp({ log: defaultLog }));
