import type { SSTConfig } from "sst";
import { Aspects } from "aws-cdk-lib";
import { Storage } from "./stacks/storage.ts";
import { Realtime } from "./stacks/realtime.ts";
import { ApiStack } from "./stacks/api.ts";
import { functionBundling } from "./stacks/bundling.ts";
import { logRetention, Operations } from "./stacks/operations.ts";
import { RetainEveryFunctionLog } from "./stacks/function-logs.ts";

export default {
  config() {
    return { name: "ai-for-leaders", region: process.env.AWS_REGION ?? "us-east-1" };
  },
  stacks(app) {
    app.setDefaultFunctionProps({
      runtime: "nodejs24.x",
      architecture: "arm_64",
      memorySize: 512,
      timeout: 15,
      nodejs: functionBundling,
      logRetention,
    });
    // Only production keeps its data when the stage is removed.
    if (app.stage !== "prod") app.setDefaultRemovalPolicy("destroy");
    // The site is built in ApiStack, with the API it fronts on one origin (see stacks/api.ts).
    // Operations watches the others: alarms on their functions and the dead-letter queue.
    app.stack(Storage).stack(Realtime).stack(ApiStack).stack(Operations);
    Aspects.of(app).add(new RetainEveryFunctionLog());
  },
} satisfies SSTConfig;
