// Tells the operator's automation what happened on the board (BOARD_WEBHOOK_URL): each event is
// stored, then handed to the relay. What the visitor did is stored already, so a failure here is
// logged and never fails their request; a refused queue leaves the event pending for the sweeper.
import type { BoardEvent } from "@ai-leaders/core/board-events";
import type { Services } from "../services/index.ts";

type Log = (entry: Record<string, unknown>) => void;

export function createBoardEventEmitter(services: Pick<Services, "boardEvents" | "relayPublisher">, log: Log) {
  return async function emitBoardEvent(event: BoardEvent, now: Date): Promise<void> {
    try {
      const stored = await services.boardEvents.add(event, now);
      await services.relayPublisher
        .publish({ kind: "board", id: stored.id })
        .catch((error: Error) => log({ event: "relay_enqueue_failed", kind: "board", error: error.message }));
    } catch (error) {
      log({ event: "board_event_not_stored", type: event.type, error: (error as Error).message });
    }
  };
}
export type EmitBoardEvent = ReturnType<typeof createBoardEventEmitter>;
