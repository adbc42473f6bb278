// The settings readers that run on a cold start, none of which loads zod (index.ts exports them too).
export { readApiSettings, type ApiSettings } from "./api-settings.ts";
export { readCaptureConfig, type CaptureConfig } from "./capture-settings.ts";
