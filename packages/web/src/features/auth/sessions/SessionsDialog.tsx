import { useEffect, useState } from "react";
import { sessionMessages as text } from "@ai-leaders/core/messages";
import { Dialog } from "../../../ui/Dialog.tsx";
import { useAuth } from "../../../account/auth-context.ts";
import { endAllSessionsRequest, endSessionRequest, sessionsRequest, type SessionRow } from "./sessions-api.ts";
import "./sessions.css";
import { StatusLines } from "../StatusLines.tsx";

const when = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });
const shown = (iso: string) => when.format(new Date(iso));
const passwordFieldId = "sessions-password";

/** Where the account is signed in: each session with "Sign out", and "Sign out everywhere". */
export function SessionsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const auth = useAuth();
  const accessToken = auth.session?.access_token ?? "";
  const [sessions, setSessions] = useState<SessionRow[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState("");
  const [busy, setBusy] = useState(false);
  const [password, setPassword] = useState("");
  const [passwordError, setPasswordError] = useState<string | null>(null);

  async function load() {
    const answer = await sessionsRequest(accessToken);
    if (answer.ok) setSessions(answer.value);
    else setError(answer.message || text.loadFailed);
  }
  useEffect(() => {
    if (open && accessToken) void load();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- loaded on opening: a refreshed token is no reason to load again
  }, [open]);

  /** The password is asked for again before any other device is signed out. */
  function passwordGiven(): boolean {
    if (password) return true;
    setPasswordError(text.passwordRequired);
    document.getElementById(passwordFieldId)?.focus();
    return false;
  }

  function refused(answer: { message: string }) {
    // The server words these from the same messages: shown at the field they are about.
    if (answer.message === text.wrongPassword || answer.message === text.passwordRequired) {
      setPasswordError(answer.message);
      document.getElementById(passwordFieldId)?.focus();
    } else setError(answer.message);
  }

  async function end(session: SessionRow) {
    if (busy || !passwordGiven()) return;
    setBusy(true);
    const answer = await endSessionRequest(accessToken, session.id, password);
    setBusy(false);
    if (!answer.ok) return refused(answer);
    setError(null);
    setPasswordError(null);
    setStatus(text.ended);
    setSessions((rows) => rows && rows.filter((row) => row.id !== session.id));
  }

  async function endAll() {
    if (busy || !passwordGiven()) return;
    setBusy(true);
    const answer = await endAllSessionsRequest(accessToken, password);
    setBusy(false);
    if (!answer.ok) return refused(answer);
    onClose();
    await auth.signOut();
  }

  return (
    <Dialog open={open} onClose={onClose} title={text.title} description={text.intro} size="medium">
      <div className="sessions">
        <StatusLines status={status} error={error} />
        {sessions === null && !error && <p className="auth-hint">{text.loading}</p>}
        {sessions && (
          <ul className="session-list" aria-label={text.title}>
            {sessions.map((session) => (
              <li key={session.id} className="listed-row session-row">
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
                    aria-disabled={busy || undefined}
                    onClick={() => void end(session)}
                  >
                    {text.signOut}
                  </button>
                )}
              </li>
            ))}
          </ul>
        )}
        <div className="auth-field session-password">
          <label htmlFor={passwordFieldId}>{text.passwordLabel}</label>
          <input
            id={passwordFieldId}
            type="password"
            autoComplete="current-password"
            value={password}
            aria-describedby={`${passwordFieldId}-hint${passwordError ? ` ${passwordFieldId}-error` : ""}`}
            aria-invalid={passwordError ? true : undefined}
            onChange={(event) => {
              setPassword(event.target.value);
              setPasswordError(null);
            }}
          />
          <p id={`${passwordFieldId}-hint`} className="auth-hint">
            {text.passwordHint}
          </p>
          {passwordError && (
            <p id={`${passwordFieldId}-error`} className="auth-field-error" role="alert">
              {passwordError}
            </p>
          )}
        </div>
        <div className="session-actions">
          <button type="button" className="button button-primary" aria-disabled={busy || undefined} onClick={() => void endAll()}>
            {text.signOutEverywhere}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
