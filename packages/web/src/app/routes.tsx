import { lazy, Suspense, type ComponentType } from "react";
import { Route, Routes } from "react-router-dom";
import { paths } from "../config/paths.ts";
import { RequireAccess } from "../features/access/RequireAccess.tsx";
import { EarlyEventsReplay } from "./EarlyEventsReplay.tsx";

/** Every page is its own chunk: a visitor downloads only the page they open. */
function page<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}

const LandingPage = page(() => import("../features/landing/LandingPage.tsx"), "LandingPage");
const Level2Hub = page(() => import("../pages/hub/Level2Hub.tsx"), "Level2Hub");
const BlogIndexPage = page(() => import("../features/blog/BlogIndexPage.tsx"), "BlogIndexPage");
const BlogPostPage = page(() => import("../features/blog/BlogPostPage.tsx"), "BlogPostPage");
const BuildWebsitePage = page(() => import("../pages/workflows/BuildWebsitePage.tsx"), "BuildWebsitePage");
const ImproveLandingPagePage = page(() => import("../pages/workflows/ImproveLandingPagePage.tsx"), "ImproveLandingPagePage");
const ResearchReportPage = page(() => import("../features/guides/ResearchReportPage.tsx"), "ResearchReportPage");
const ExpertPanelPage = page(() => import("../features/guides/ExpertPanelPage.tsx"), "ExpertPanelPage");
const MarketDecisionPage = page(() => import("../features/guides/MarketDecisionPage.tsx"), "MarketDecisionPage");
const PromptLibraryPage = page(() => import("../features/prompt-libraries/PromptLibraryPage.tsx"), "PromptLibraryPage");
const FounderProfilePage = page(() => import("../pages/workflows/FounderProfilePage.tsx"), "FounderProfilePage");
const RoastWebsitePage = page(() => import("../pages/workflows/RoastWebsitePage.tsx"), "RoastWebsitePage");
const ResultPage = page(() => import("../features/roast/ResultPage.tsx"), "ResultPage");
const NotFoundPage = page(() => import("../components/site/NotFoundPage.tsx"), "NotFoundPage");
const PrivacyPage = page(() => import("../features/privacy/PrivacyPage.tsx"), "PrivacyPage");
const RoastMethodPage = page(() => import("../features/roast/method/RoastMethodPage.tsx"), "RoastMethodPage");
const WhatsNewPage = page(() => import("../features/whats-new/WhatsNewPage.tsx"), "WhatsNewPage");
const TeamsPage = page(() => import("../features/teams/TeamsPage.tsx"), "TeamsPage");
const TeamPage = page(() => import("../features/teams/TeamPage.tsx"), "TeamPage");
const TeamProgressPage = page(() => import("../features/teams/TeamProgressPage.tsx"), "TeamProgressPage");
const TeamBacklogPage = page(() => import("../features/teams/TeamBacklogPage.tsx"), "TeamBacklogPage");
const AuthLayout = page(() => import("../pages/AuthLayout.tsx"), "AuthLayout");
const AdminPage = page(() => import("../features/admin/AdminPage.tsx"), "AdminPage");
const MailedLinkRoutes = page(() => import("../pages/MailedLinkRoutes.tsx"), "MailedLinkRoutes");

const level2AndLibraries: Array<[string, ComponentType]> = [
  [paths.level2, Level2Hub],
  [paths.workflows, Level2Hub],
  [paths.tools, Level2Hub],
  ["/prompts/:tool", PromptLibraryPage],
];

/** Level 3 pages share the signed-in session (the landing-page roast needs an account). */
const level3: Array<[string, ComponentType]> = [
  [paths.buildWebsite, BuildWebsitePage],
  [paths.improveLandingPage, ImproveLandingPagePage],
  [paths.researchReport, ResearchReportPage],
  [paths.expertPanel, ExpertPanelPage],
  [paths.marketDecision, MarketDecisionPage],
  [paths.founderProfile, FounderProfilePage],
  [paths.roastWebsite, RoastWebsitePage],
  // Not Level 3, but signed-in aware: a signed-in reader gets their own feed address there.
  [paths.whatsNew, WhatsNewPage],
];

export function AppRoutes() {
  return (
    <Suspense fallback={<div className="page-loading" aria-busy="true" />}>
      <Routes>
        <Route path={paths.home} element={<LandingPage />} />
        <Route path={paths.blog} element={<BlogIndexPage />} />
        <Route path="/blog/:slug" element={<BlogPostPage />} />
        <Route path={paths.privacy} element={<PrivacyPage />} />
        <Route path={paths.roastMethod} element={<RoastMethodPage />} />
        {level2AndLibraries.map(([path, Page]) => (
          <Route
            key={path}
            path={path}
            element={
              <RequireAccess>
                <Page />
              </RequireAccess>
            }
          />
        ))}
        <Route
          element={
            <RequireAccess>
              <AuthLayout />
            </RequireAccess>
          }
        >
          {level3.map(([path, Page]) => (
            <Route key={path} path={path} element={<Page />} />
          ))}
        </Route>
        {/* A kept result is public: whoever has the link may read it, with no access code. It shares
            the account session so its owner can delete it, or find their other results. */}
        <Route element={<AuthLayout />}>
          <Route path={paths.result(":id")} element={<ResultPage />} />
          {/* A team's pages need an account, not an access code: an invited person may have none yet. */}
          <Route path={paths.teams} element={<TeamsPage />} />
          <Route path={paths.team(":teamId")} element={<TeamPage />} />
          <Route path={paths.teamBacklog(":teamId")} element={<TeamBacklogPage />} />
          <Route path={paths.teamProgress(":teamId")} element={<TeamProgressPage />} />
        </Route>
        <Route path={`${paths.mailedLinks}/*`} element={<MailedLinkRoutes />} />
        {/* The operator's console: no access code (its own sign-in), never prerendered, never indexed. */}
        <Route path={`${paths.admin}/*`} element={<AdminPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
      <EarlyEventsReplay />
    </Suspense>
  );
}
