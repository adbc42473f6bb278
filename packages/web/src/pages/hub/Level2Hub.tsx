import { useRef, useState, type KeyboardEvent } from "react";
import { Link, useLocation, useNavigate } from "react-router-dom";
import { paths } from "../../config/paths.ts";
import { pageTitle, productName } from "../../config/site.ts";
import { usePageHead } from "../../lib/use-page-head.ts";
import { ContentSearch } from "../../components/search/ContentSearch.tsx";
import { BlogList } from "../../features/blog/BlogList.tsx";
import { VotingBoard } from "../../features/voting/VotingBoard.tsx";
import { AuthProvider } from "../../account/AuthProvider.tsx";
import { useVoteLink } from "../../features/voting/use-vote-link.ts";
import { HubPlaybooks } from "../../features/prompt-libraries/playbooks/HubPlaybooks.tsx";
import { ToolCards } from "./ToolCards.tsx";
import { WorkflowCards } from "./WorkflowCards.tsx";
import "./level-2.css";

type Tab = "workflows" | "tools" | "vote" | "blog";
const tabs: Array<{ id: Tab; label: string }> = [
  { id: "workflows", label: "Workflows" },
  { id: "tools", label: "Tools" },
  { id: "vote", label: "Vote" },
  { id: "blog", label: "Blog" },
];

const descriptions = {
  workflows: "Step-by-step AI workflows for leaders: pick a market, build a site, research, simulate a panel and more.",
  tools: "Expert prompt libraries for the AI tools leaders use: Lovable, ChatGPT, Claude, n8n, Zapier, Cursor and Replit.",
} as const;

/**
 * The Level 2 hub. Workflows and Tools are routes; Vote and Blog switch in place without
 * changing the route (spec §2). The Vote tab still names itself in the query (?view=vote), so
 * its address can be kept, shared and reloaded.
 */
export function Level2Hub() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const routeTab: "workflows" | "tools" = pathname === paths.tools ? "tools" : "workflows";
  const { linked: voteLinked, link: linkVote, unlink: leaveVoteLink } = useVoteLink();
  // The Vote tab's address (paths.vote), the roadmap's and a category filter's open it in place: on load, or when followed here.
  const [inPlaceTab, setInPlaceTab] = useState<{ tab: "vote" | "blog"; path: string } | null>(() =>
    voteLinked ? { tab: "vote", path: pathname } : null,
  );
  const [linkFollowed, setLinkFollowed] = useState(voteLinked);
  if (voteLinked !== linkFollowed) {
    setLinkFollowed(voteLinked);
    if (voteLinked) setInPlaceTab({ tab: "vote", path: pathname });
  }
  const activeTab: Tab = inPlaceTab?.path === pathname ? inPlaceTab.tab : routeTab;
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);

  usePageHead({
    title: pageTitle(routeTab === "tools" ? "Tools" : "Workflows", "Level 2"),
    description: descriptions[routeTab],
    path: pathname,
  });

  function select(tab: Tab) {
    if (tab === "vote" || tab === "blog") {
      if (tab === "vote") linkVote();
      else if (voteLinked) leaveVoteLink();
      setInPlaceTab({ tab, path: pathname });
      return;
    }
    setInPlaceTab(null);
    navigate(tab === "tools" ? paths.tools : paths.workflows);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const step = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const nextIndex = (index + step + tabs.length) % tabs.length;
    tabRefs.current[nextIndex]?.focus();
    select(tabs[nextIndex]!.id);
  }

  return (
    <div className="hub">
      <header className="hub-header">
        <Link to={paths.home} className="brand brand-dark">
          {productName}
        </Link>
        <span className="hub-level">Level 2</span>
        <Link to={paths.whatsNew} className="hub-whats-new">
          What&apos;s new
        </Link>
      </header>
      <main className="page-column">
        <h1 className="hub-title">Your AI toolkit</h1>
        <p className="hub-intro">Workflows that walk you through real decisions, and prompt libraries for the tools that do the work.</p>
        <ContentSearch />
        <div role="tablist" aria-label="Level 2 sections" className="hub-tabs">
          {tabs.map((tab, index) => (
            <button
              key={tab.id}
              ref={(element) => {
                tabRefs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`tab-${tab.id}`}
              aria-selected={activeTab === tab.id}
              aria-controls={`panel-${tab.id}`}
              tabIndex={activeTab === tab.id ? 0 : -1}
              className="tab-button hub-tab"
              onClick={() => select(tab.id)}
              onKeyDown={(event) => handleKeyDown(event, index)}
            >
              {tab.label}
            </button>
          ))}
        </div>
        <div role="tabpanel" id={`panel-${activeTab}`} aria-labelledby={`tab-${activeTab}`} className="hub-panel" tabIndex={0}>
          {activeTab === "workflows" && <WorkflowCards />}
          {activeTab === "tools" && (
            <>
              <ToolCards />
              {/* Under the libraries: the blueprint card and the decision dossiers (issue 45, Deliver 6 and 7). */}
              <HubPlaybooks />
            </>
          )}
          {/* The board votes as the signed-in account when there is one (issue 28, Deliver 5). */}
          {activeTab === "vote" && (
            <AuthProvider>
              <VotingBoard />
            </AuthProvider>
          )}
          {activeTab === "blog" && <BlogList />}
        </div>
      </main>
    </div>
  );
}
