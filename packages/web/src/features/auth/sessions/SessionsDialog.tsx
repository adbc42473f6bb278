import { useEffect, useState } from "react";
import { sessionMessages as text } from "@ai-leaders/core/messages";
import { Dialog } from "../../../ui/Dialog.tsx";
import { useAuth } from "../AuthProvider.tsx";
import { endAllSessionsRequest, endSessionRequest, sessionsRequest, type SessionRow } from "./sessions-api.ts";
import "./sessions.css";

const when = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });
const shown = (iso: string) => when.format(new Date(iso));

/** Where the account is signed in: each session with "Sign out", and "Sign out everywhere". */
export function SessionsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const auth = useAuth();
  const accessToken = auth.session?.access_token ?? "";
  const [sessions, setSessions] = useState<SessionRow[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState("");
  const [busy, setBusy] = useState(false);

  async function load() {
    const answer = await sessionsRequest(accessToken);
    if (answer.ok) setSessions(answer.value);
    else setError(answer.message || text.loadFailed);
  }
  useEffect(() => {
    if (open && accessToken) void load();
  }, [open]);

  async function end(session: SessionRow) {
    setBusy(true);
    const answer = await endSessionRequest(accessToken, session.id);
    setBusy(false);
    if (!answer.ok) return setError(answer.message);
    setError(null);
    setStatus(text.ended);
    setSessions((rows) => rows && rows.filter((row) => row.id !== session.id));
  }

  async function endAll() {
    setBusy(true);
    const answer = await endAllSessionsRequest(accessToken);
    setBusy(false);
    if (!answer.ok) return setError(answer.message);
    onClose();
    await auth.signOut();
  }

  return (
    <Dialog open={open} onClose={onClose} title={text.title} description={text.intro} size="medium">
      <div className="sessions">
        <p className="visually-hidden" role="status">
          {status}
        </p>
        {error && (
          <p className="auth-form-error" role="alert">
            {error}
          </p>
        )}
        {sessions === null && !error && <p className="auth-hint">{text.loading}</p>}
        {sessions && (
          <ul className="session-list" aria-label={text.title}>
            {sessions.map((session) => (
              <li key={session.id} className="session-row">
                <div className="session-facts">
                  <strong>
                    {session.device}
                    {session.current && <span className="session-current"> {text.thisDevice}</span>}
                  </strong>
                  <dl>
                    <dt>{text.lastSeen}</dt>
                    <dd>{shown(session.last_seen)}</dd>
                    <dt>{text.firstSeen}</dt>
                    <dd>{shown(session.first_seen)}</dd>
                    <dt>{text.place}</dt>
                    <dd>{session.network}</dd>
                  </dl>
                </div>
                {!session.current && (
                  <button
                    type="button"
                    className="button button-secondary button-small"
                    aria-label={`${text.signOut}: ${session.device}, last active ${shown(session.last_seen)}`}
                    disabled={busy}
                    onClick={() => void end(session)}
                  >
                    {text.signOut}
                  </button>
                )}
              </li>
            ))}
          </ul>
        )}
        <div className="session-actions">
          <button type="button" className="button button-primary" disabled={busy} onClick={() => void endAll()}>
            {text.signOutEverywhere}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
