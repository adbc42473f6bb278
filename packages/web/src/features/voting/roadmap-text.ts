// The roadmap's own words; the columns are named by the board's status labels.
import { boardMessages } from "@ai-leaders/core/messages";
import { roadmapDone, type RoadmapColumn } from "@ai-leaders/core/voting";

export const roadmapText = {
  viewLabel: "Roadmap",
  heading: "Roadmap",
  loading: "Loading the roadmap...",
  loadFailure: { title: "Error", description: "Failed to load the roadmap" },
  columns: {
    planned: {
      title: boardMessages.statusLabels.planned,
      note: "What we will build next, most votes first.",
      empty: "Nothing planned yet.",
    },
    in_progress: {
      title: boardMessages.statusLabels.in_progress,
      note: "Being built now, most votes first.",
      empty: "Nothing in progress right now.",
    },
    done: {
      title: boardMessages.statusLabels.done,
      note: `Shipped in the last ${roadmapDone.days} days, newest first.`,
      empty: `Nothing shipped in the last ${roadmapDone.days} days.`,
    },
  } satisfies Record<RoadmapColumn, { title: string; note: string; empty: string }>,
} as const;

export const votesText = (count: number) => `${count} ${count === 1 ? "vote" : "votes"}`;
export const suggestionsText = (count: number) => `${count} ${count === 1 ? "suggestion" : "suggestions"}`;
