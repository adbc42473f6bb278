import { describe, expect, it } from "vitest";
import type { ConnectionRepository } from "../realtime/index.ts";
import { createStageReporter } from "./stage-reporter.ts";

describe("the stage reporter", () => {
  it("keeps each stage on the job and pushes it, and keeps a socket that is not open yet for the result", async () => {
    const stored: string[] = [];
    const removed: string[] = [];
    const sent: string[] = [];
    let open = false;
    const connections = {
      listBySession: async () => ["socket-1"],
      remove: async (id: string) => void removed.push(id),
    } as unknown as ConnectionRepository;
    const stages = createStageReporter("roast-1", {
      jobs: { setStage: async (_sessionId, stage) => void stored.push(stage) },
      connections,
      // Listed from its $connect, the socket answers "gone" until it is open.
      post: async (_id, data) => {
        if (!open) return false;
        sent.push(JSON.parse(data).stage);
        return true;
      },
    });
    stages.report("opening");
    await stages.told();
    open = true;
    stages.report("reading");
    await stages.told();
    expect(stored).toEqual(["opening", "reading"]);
    expect(sent).toEqual(["reading"]);
    expect(removed).toEqual([]);
  });
});
