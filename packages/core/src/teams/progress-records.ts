// What members report of their progress, as stored: in the teams table under the team's own
// partition, so no read of one team's progress can reach another's. Every entry starts with
// "activity#", which sorts before the backlog's and the team's own entries: reading the team
// (repository.ts load) skips them. One record per member and subject, so a report sent again
// changes nothing; a card's uses are one record per member, card and UTC day.
import type { AnalysisKind } from "../roast/checks/types.ts";
import type { GuideId } from "../content/types.ts";
import type { ActivityKind } from "./progress-schema.ts";

interface ActivityBase {
  team_id: string;
  user_id: string;
  kind: ActivityKind;
  /** When it was reported (for a rating: answered again, when last). */
  at: string;
}

export interface GuideStepRecord extends ActivityBase {
  kind: "guide-step";
  guide: GuideId;
  step: string;
}
export interface CardUsedRecord extends ActivityBase {
  kind: "card-used";
  card: string;
  /** The UTC day of the use: "2026-12-07". */
  day: string;
}
export interface CardRatedRecord extends ActivityBase {
  kind: "card-rated";
  card: string;
  /** Their answer to the card's "Did this work for you?". */
  worked: boolean;
}
export interface ResultSharedRecord extends ActivityBase {
  kind: "result-shared";
  result_id: string;
  result_kind: AnalysisKind;
  subject: string;
}
export type ActivityRecord = GuideStepRecord | CardUsedRecord | CardRatedRecord | ResultSharedRecord;

export const activityPrefix = "activity#";
const kindKey: Record<ActivityKind, string> = {
  "guide-step": "step",
  "card-used": "used",
  "card-rated": "rated",
  "result-shared": "shared",
};

/** The record's sort key: the same report always lands on the same key. */
export function activityEntry(record: ActivityRecord): string {
  const head = `${activityPrefix}${kindKey[record.kind]}#${record.user_id}#`;
  switch (record.kind) {
    case "guide-step":
      return `${head}${record.guide}#${record.step}`;
    case "card-used":
      return `${head}${record.day}#${record.card}`;
    case "card-rated":
      return `${head}${record.card}`;
    case "result-shared":
      return sharedEntry(record.user_id, record.result_id);
  }
}
export const sharedEntry = (userId: string, resultId: string) => `${activityPrefix}shared#${userId}#${resultId}`;

/** byPerson's partition for what a person reported to their teams, so an erasure finds it in every team. */
export const activityPerson = (userId: string) => `activity#${userId}`;
