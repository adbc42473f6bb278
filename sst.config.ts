import type { SSTConfig } from "sst";
import { Storage } from "./stacks/storage.ts";
import { Realtime } from "./stacks/realtime.ts";
import { ApiStack } from "./stacks/api.ts";
import { Web } from "./stacks/web.ts";

export default {
  config() {
    return { name: "ai-for-leaders", region: process.env.AWS_REGION ?? "us-east-1" };
  },
  stacks(app) {
    app.setDefaultFunctionProps({
      runtime: "nodejs22.x",
      architecture: "arm_64",
      memorySize: 512,
      timeout: 15,
      nodejs: { format: "esm", sourcemap: true },
    });
    // Only production keeps its data when the stage is removed.
    if (app.stage !== "prod") app.setDefaultRemovalPolicy("destroy");
    app.stack(Storage).stack(Realtime).stack(ApiStack).stack(Web);
  },
} satisfies SSTConfig;
