// The console's sections, in nav order: a new section (Board, AI jobs, Deliveries) is one entry here.
import type { ComponentType } from "react";
import { AccessCodesSection } from "./access-codes/AccessCodesSection.tsx";
import { AccessRequestsSection } from "./access-requests/AccessRequestsSection.tsx";
import { TeamsSection } from "./teams/TeamsSection.tsx";
import { AudienceSection } from "./audience/AudienceSection.tsx";
import { AuditSection } from "./audit/AuditSection.tsx";
import { DeliveriesSection } from "./deliveries/DeliveriesSection.tsx";
import { JobsSection } from "./jobs/JobsSection.tsx";
import { BoardSection } from "./board/BoardSection.tsx";
import { ChangelogSection } from "./changelog/ChangelogSection.tsx";
import { WatchesSection } from "./watches/WatchesSection.tsx";
import { FeedbackSection } from "./feedback/FeedbackSection.tsx";
import { OverviewSection } from "./overview/OverviewSection.tsx";

export type { SectionProps } from "./section-props.ts";
import type { SectionProps } from "./section-props.ts";

export interface AdminSection {
  /** Its path under /admin. */
  slug: string;
  label: string;
  Section: ComponentType<SectionProps>;
}

export const adminSections: AdminSection[] = [
  // First: where /admin lands.
  { slug: "overview", label: "Overview", Section: OverviewSection },
  { slug: "audience", label: "Audience", Section: AudienceSection },
  { slug: "access-codes", label: "Access codes", Section: AccessCodesSection },
  { slug: "access-requests", label: "Access requests", Section: AccessRequestsSection },
  { slug: "teams", label: "Teams", Section: TeamsSection },
  { slug: "board", label: "Board", Section: BoardSection },
  { slug: "whats-new", label: "What's new", Section: ChangelogSection },
  { slug: "jobs", label: "AI jobs", Section: JobsSection },
  { slug: "deliveries", label: "Deliveries", Section: DeliveriesSection },
  { slug: "watches", label: "Watches", Section: WatchesSection },
  { slug: "prompt-feedback", label: "Prompt feedback", Section: FeedbackSection },
  { slug: "audit", label: "Audit log", Section: AuditSection },
];
