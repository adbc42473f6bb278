// "Delete on request" (issue 26): every record that holds the person's address or name goes, in
// every table; the suggestions they made stay on the board without their author; the audit log
// keeps what was done, naming the person only by a keyed hash.
import { addressHash, type ErasureReport } from "@ai-leaders/core/erasure";
import { userOwner } from "@ai-leaders/core/roast/store";
import { eraseFromTeams } from "@ai-leaders/core/teams";
import type { Services } from "../services/index.ts";
import { removeScreenshots } from "./remove-screenshots.ts";

type ErasureServices = Pick<
  Services,
  | "audience"
  | "accessRequests"
  | "accounts"
  | "factors"
  | "oneTimeLinks"
  | "jobs"
  | "results"
  | "screenshots"
  | "watches"
  | "teams"
  | "voting"
  | "mailOutbox"
  | "rateLimiter"
  | "audit"
>;

export async function erasePerson(
  services: ErasureServices,
  email: string,
  tokenSecret: string,
  now: Date = new Date(),
): Promise<ErasureReport> {
  const address = email.trim().toLowerCase();
  const hash = addressHash(address, tokenSecret);

  const { signups, contact_messages } = await services.audience.erase(address);
  const access_requests = await services.accessRequests.eraseFor(address);
  // Factors first: they sit on the account's item, which goes next.
  const passkeys = await services.factors.removeAllFactors(address);
  const { user, sessions } = await services.accounts.eraseAccount(address);
  // Teams before the links: a withdrawn invitation takes its link with it.
  const { team_memberships, team_invitations, team_backlog_votes, team_backlog_anonymised, team_activity } = await eraseFromTeams(
    services.teams,
    { userId: user?.id, email: address },
    now,
  );
  const one_time_links = await services.oneTimeLinks.revoke(address);
  const { jobs, resultIds } = await services.jobs.eraseJobs(address, user?.id);
  const results = await services.results.eraseResults(user && userOwner(user.id), resultIds);
  await removeScreenshots(services, results);
  const watches = user ? await services.watches.removeAll(user.id) : 0;
  const board_suggestions_anonymised = user ? await services.voting.accountBoard.forgetAuthor(user.id) : 0;
  const mails = await services.mailOutbox.eraseTo(address);
  const rate_limit_keys = await services.rateLimiter.forget(user ? [hash, user.id] : [hash]);
  const audit_entries_redacted = await services.audit.redact(address, hash);

  return {
    signups,
    contact_messages,
    access_requests,
    accounts: user ? 1 : 0,
    sessions,
    passkeys,
    one_time_links,
    founder_jobs: jobs,
    results: results.length,
    watches,
    team_memberships,
    team_invitations,
    team_backlog_votes,
    team_backlog_anonymised,
    team_activity,
    board_suggestions_anonymised,
    mails,
    rate_limit_keys,
    audit_entries_redacted,
  };
}
