// The weekly team digest, as a member chooses it (issue 48, Deliver 4): on unless they turned it off,
// here or through the mail's one-click link. One choice for every team they are in.
import { useId, useState } from "react";
import type { TeamDetail } from "@ai-leaders/core/teams/schema";
import { useSignedInLoad } from "../../account/use-signed-in-load.ts";
import { FormError } from "../../ui/FormError.tsx";
import { chooseDigest, readDigestChoice } from "./progress-api.ts";

type Choice = { status: "loading" } | { status: "loaded"; wanted: boolean } | { status: "failed" };

export function TeamDigestChoice({ team }: { team: TeamDetail }) {
  const id = useId();
  const [choice, setChoice] = useState<Choice>({ status: "loading" });
  const [saving, setSaving] = useState(false);
  const [said, setSaid] = useState("");
  const [error, setError] = useState<string | null>(null);
  const token = useSignedInLoad(
    (userToken) => readDigestChoice(userToken, team.team_id),
    (read) => setChoice(read.ok ? { status: "loaded", wanted: read.value.team_digest } : { status: "failed" }),
    [team.team_id],
  );

  async function choose(wanted: boolean) {
    const userToken = token.current;
    if (saving || !userToken) return;
    setSaving(true);
    setError(null);
    setSaid("");
    const answer = await chooseDigest(userToken, team.team_id, wanted);
    setSaving(false);
    if (!answer.ok) return setError(answer.message ?? "Your choice could not be saved. Check your connection and try again.");
    setChoice({ status: "loaded", wanted: answer.value.team_digest });
    setSaid(answer.value.message ?? "");
  }

  return (
    <section className="teams-section" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Weekly team digest</h2>
      <p className="teams-note">
        On Monday mornings: the team&apos;s week in guide steps, cards used and rated, results shared, and what moved on the backlog.
      </p>
      {choice.status === "failed" && (
        <p className="teams-status" role="alert">
          Your choice could not be read. Reload the page to try again.
        </p>
      )}
      <div>
        {choice.status === "loaded" && (
          <label className="teams-digest-choice">
            <input
              type="checkbox"
              checked={choice.wanted}
              aria-disabled={saving || undefined}
              onChange={(event) => void choose(event.target.checked)}
            />
            Mail me the weekly digest of my teams
          </label>
        )}
        {/* In the same block as the box: empty, it takes no room of its own. */}
        <p className="teams-sent" role="status">
          {said}
        </p>
      </div>
      <FormError>{error}</FormError>
    </section>
  );
}
