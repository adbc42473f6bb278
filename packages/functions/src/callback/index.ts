export { createCallbackApp, callbackBodyLimitBytes, type CallbackDeps } from "./app.ts";
