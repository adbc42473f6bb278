// Progress a leader can see (issue 48, Deliver 4): the team's weeks as a chart and a table, and each
// member's guides, cards and shared results (a member sees the totals and their own row only).
import { lazy, Suspense, useMemo, useState } from "react";
import { Link, useParams } from "react-router-dom";
import type { MemberProgress, TeamProgress } from "@ai-leaders/core/teams";
import { progressMessages, teamRoleNames } from "@ai-leaders/core/messages";
import { useAuth } from "../../account/auth-context.ts";
import { useSignedInLoad } from "../../account/use-signed-in-load.ts";
import { paths } from "../../config/paths.ts";
import { usePageHead } from "../../lib/use-page-head.ts";
import { BackButton } from "../../ui/BackButton.tsx";
import { readProgress } from "./progress-api.ts";
import { SignInToContinue } from "./SignInToContinue.tsx";
import "./teams.css";

// The charting library loads with the chart, never with the site's shared code.
const LineChart = lazy(() => import("../../components/charts/LineChart.tsx").then((module) => ({ default: module.LineChart })));

type ProgressState = { status: "loading" } | { status: "loaded"; progress: TeamProgress } | { status: "failed"; message?: string };

const shortDate = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", timeZone: "UTC" });
const seriesNames = {
  steps_done: "Guide steps done",
  cards_used: "Cards used",
  cards_rated: "Cards rated",
  results_shared: "Results shared",
} as const;
type SeriesKey = keyof typeof seriesNames;
const seriesKeys = Object.keys(seriesNames) as SeriesKey[];

export function TeamProgressPage() {
  const { teamId = "" } = useParams();
  const { user, loading } = useAuth();
  const [state, setState] = useState<ProgressState>({ status: "loading" });
  useSignedInLoad(
    (userToken) => readProgress(userToken, teamId),
    (read) => setState(read.ok ? { status: "loaded", progress: read.value } : { status: "failed", message: read.message }),
    [teamId],
  );
  usePageHead({
    title: "Team progress — AI for Leaders",
    description: "How the team is getting on with the guides, the prompt cards and the results it shares.",
    path: paths.teamProgress(teamId),
  });
  const progress = state.status === "loaded" ? state.progress : null;

  return (
    <div className="page-shell">
      <main className="page-column teams">
        <BackButton to={paths.team(teamId)}>The team</BackButton>
        <h1 className="page-title">Team progress</h1>
        {!loading && !user && <SignInToContinue what="see your team's progress" />}
        {user && state.status === "loading" && <p className="teams-status">Loading the team&apos;s progress…</p>}
        {user && state.status === "failed" && (
          <p className="teams-status" role="alert">
            {state.message ?? "The team's progress could not be loaded. Check your connection and reload the page."}
          </p>
        )}
        {user && progress && (
          <>
            <p className="page-lead">{progress.sees_everyone ? progress.visibility : progressMessages.memberView}</p>
            <Weeks progress={progress} />
            <Members progress={progress} />
          </>
        )}
      </main>
    </div>
  );
}

function Weeks({ progress }: { progress: TeamProgress }) {
  const dates = useMemo(() => progress.weeks.map((week) => week.starts_on), [progress]);
  const series = useMemo(
    () => seriesKeys.map((key) => ({ label: seriesNames[key], values: progress.weeks.map((week) => week[key]) })),
    [progress],
  );
  return (
    <section className="teams-section" aria-labelledby="progress-weeks-heading">
      <h2 id="progress-weeks-heading">The team, week by week</h2>
      <Suspense fallback={<div className="progress-chart-space" />}>
        <LineChart dates={dates} series={series} />
      </Suspense>
      <div className="progress-table-scroll" tabIndex={0} role="region" aria-label="The team's weeks, as a table">
        <table className="progress-table">
          <thead>
            <tr>
              <th scope="col">Week of</th>
              {seriesKeys.map((key) => (
                <th key={key} scope="col">
                  {seriesNames[key]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {progress.weeks.map((week) => (
              <tr key={week.week}>
                <th scope="row">{shortDate.format(new Date(`${week.starts_on}T00:00:00Z`))}</th>
                {seriesKeys.map((key) => (
                  <td key={key}>{week[key]}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function Members({ progress }: { progress: TeamProgress }) {
  return (
    <section className="teams-section" aria-labelledby="progress-members-heading">
      <h2 id="progress-members-heading">{progress.sees_everyone ? "Each member" : "Your progress"}</h2>
      <div className="progress-table-scroll" tabIndex={0} role="region" aria-label="Each member's progress, as a table">
        <table className="progress-table">
          <thead>
            <tr>
              <th scope="col">Member</th>
              {progress.guides.map((guide) => (
                <th key={guide.guide} scope="col">
                  <Link to={guide.path}>{guide.title}</Link>
                </th>
              ))}
              <th scope="col">Cards used</th>
              <th scope="col">Cards rated</th>
              <th scope="col">Last active</th>
            </tr>
          </thead>
          <tbody>
            {progress.members.map((member) => (
              <MemberRow key={member.user_id} member={member} />
            ))}
          </tbody>
        </table>
      </div>
      <SharedResults members={progress.members} />
    </section>
  );
}

function MemberRow({ member }: { member: MemberProgress }) {
  return (
    <tr>
      <th scope="row">
        {member.name}
        {member.role && <span className="teams-person-meta"> · {teamRoleNames[member.role]}</span>}
      </th>
      {member.guides.map((guide) => (
        <td key={guide.guide}>
          {guide.steps_done} of {guide.total_steps}
        </td>
      ))}
      <td>{member.cards_used}</td>
      <td>
        {member.cards_rated}
        {member.cards_rated > 0 && ` (${member.cards_worked} worked)`}
      </td>
      <td>{member.last_active ? shortDate.format(new Date(member.last_active)) : "Not yet"}</td>
    </tr>
  );
}

function SharedResults({ members }: { members: MemberProgress[] }) {
  const shared = members.flatMap((member) => member.shared_results.map((result) => ({ result, by: member.name })));
  return (
    <>
      <h3>Results shared with the team</h3>
      {shared.length === 0 ? (
        <p className="teams-status">None yet. A member shares a roast or a founder profile from its page.</p>
      ) : (
        <ul className="backlog-links progress-shared">
          {shared.map(({ result, by }) => (
            <li key={result.result_id}>
              <Link to={result.link}>{result.title}</Link> <span className="teams-person-meta">shared by {by}</span>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
