// The roast: its built-in path from the stored job to the kept result (run.ts).
export { createRoastRunner, type RoastRunDeps } from "./run.ts";
export { createStageReporter, type StageReporter } from "./stage-reporter.ts";
