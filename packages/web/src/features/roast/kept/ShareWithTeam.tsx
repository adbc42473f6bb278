// "Share with <team>" (issue 48, Deliver 4): the maker of a kept result shows it to the team they
// work in; it appears on the team's progress page with its link.
import { useState } from "react";
import { useAuth } from "../../../account/auth-context.ts";
import { reportToTeam, workingTeam } from "../../../lib/team-activity.ts";

export function ShareWithTeam({ resultId }: { resultId: string }) {
  const { session } = useAuth();
  const [state, setState] = useState<"ready" | "sending" | "shared" | "failed">("ready");
  const team = session ? workingTeam() : null;
  if (!team) return null;

  async function share() {
    if (state === "sending") return;
    setState("sending");
    setState((await reportToTeam({ kind: "result-shared", result_id: resultId })) ? "shared" : "failed");
  }

  return (
    <p className="result-share-team">
      {state === "shared" ? (
        <span role="status">Shared with {team.teamName}: it is on the team&apos;s progress page.</span>
      ) : (
        <button
          type="button"
          className="button button-secondary button-small"
          onClick={() => void share()}
          aria-disabled={state === "sending" || undefined}
        >
          {state === "sending" ? "Please wait..." : `Share with ${team.teamName}`}
        </button>
      )}
      {state === "failed" && (
        <span className="auth-form-error" role="alert">
          It could not be shared just now. Check your connection and try again.
        </span>
      )}
    </p>
  );
}
