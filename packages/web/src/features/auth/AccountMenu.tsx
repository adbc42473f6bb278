import { lazy, Suspense, useEffect, useId, useRef, useState, type ReactNode } from "react";
import { Link, useLocation } from "react-router-dom";
import { paths } from "../../config/paths.ts";
import { ChevronIcon } from "../../ui/icons.tsx";
import { accountBoardMessages, confirmationMessages } from "@ai-leaders/core/messages";
import { useAuth } from "../../account/auth-context.ts";
import "../../account/auth.css";

const SecurityDialog = lazy(() => import("./factors/SecurityDialog.tsx").then((m) => ({ default: m.SecurityDialog })));
const SessionsDialog = lazy(() => import("./sessions/SessionsDialog.tsx").then((m) => ({ default: m.SessionsDialog })));
const YourBoardDialog = lazy(() => import("./board/YourBoardDialog.tsx").then((m) => ({ default: m.YourBoardDialog })));

/**
 * Where an account does something: the landing-page roast with its results list, and a kept
 * result (its owner may delete it). Elsewhere nobody is asked to log in.
 */
function offersLogIn(pathname: string): boolean {
  return pathname === paths.buildWebsite || pathname.startsWith(paths.result(""));
}

/**
 * Who is logged in, their latest results and Log out; or, where an account is needed, Log in.
 * The account says "Log in" because "Sign In" is the access code's (spec §2). Shown on Level 3
 * pages and kept results; its space is kept while empty, so nothing below it moves.
 */
interface AccountMenuProps {
  /** The signed-in user's latest results, shown in the "Your results" panel when it opens (the page composing the menu brings it). */
  latestResults: ReactNode;
}

export function AccountMenu({ latestResults }: AccountMenuProps) {
  const { user, loading, signOut, requestSignIn } = useAuth();
  const { pathname } = useLocation();
  const menu = useRef<HTMLElement>(null);
  const loggingIn = useRef(false);
  // Log in is gone once the account is in: its dialog cannot give focus back to it, so the menu
  // that took its place takes it (a keyboard or screen reader user would otherwise start again at the top).
  useEffect(() => {
    if (!user || !loggingIn.current) return;
    loggingIn.current = false;
    const frame = requestAnimationFrame(() => {
      const lost = document.activeElement === null || document.activeElement === document.body;
      if (lost) menu.current?.querySelector<HTMLElement>("button")?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [user]);
  // A landmark of its own: it sits above the page's <main>.
  if (loading) return <nav className="account-menu" aria-label="Account" aria-busy="true" />;
  if (!user) {
    if (!offersLogIn(pathname)) return <div className="account-menu" />;
    return (
      <nav className="account-menu" aria-label="Account">
        <button
          type="button"
          className="button button-secondary button-small"
          onClick={() => {
            loggingIn.current = true;
            requestSignIn();
          }}
        >
          Log in
        </button>
      </nav>
    );
  }
  return (
    <nav className="account-menu" aria-label="Account" ref={menu}>
      <span className="account-who">
        Logged in as <strong>{user.user_metadata.full_name}</strong>
        <span className="account-email"> ({user.email})</span>
      </span>
      {!user.email_confirmed_at && <ConfirmEmailButton />}
      <YourResultsMenu latestResults={latestResults} />
      <YourBoardButton />
      <Link to={paths.teams} className="button button-secondary button-small">
        Your teams
      </Link>
      <SecurityButton />
      <SessionsButton />
      <button type="button" className="button button-secondary button-small" onClick={() => void signOut()}>
        Log out
      </button>
    </nav>
  );
}

/** An unconfirmed address: one button mails the confirmation link again, and says what came of it. */
function ConfirmEmailButton() {
  const { session } = useAuth();
  const [said, setSaid] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function resend() {
    if (!session) return;
    setBusy(true);
    const { resendConfirmationRequest } = await import("../../account/confirmation-api.ts");
    const result = await resendConfirmationRequest(session.access_token);
    setBusy(false);
    setSaid(result.ok ? result.value : result.message);
  }
  return (
    <span className="account-confirm">
      <span className="account-confirm-said" role="status">
        {said ?? confirmationMessages.unconfirmedNote}
      </span>
      {said === null && (
        <button type="button" className="button button-secondary button-small" onClick={() => void resend()} disabled={busy}>
          {confirmationMessages.resend}
        </button>
      )}
    </span>
  );
}

/** "Security": passkeys and the authenticator app, in a dialog loaded when first opened. */
function SecurityButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="button button-secondary button-small" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        Security
      </button>
      <Suspense fallback={null}>{open && <SecurityDialog open={open} onClose={() => setOpen(false)} />}</Suspense>
    </>
  );
}

/** "Your suggestions and votes": the board as this account used it, in a dialog loaded when first opened. */
function YourBoardButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="button button-secondary button-small" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {accountBoardMessages.heading}
      </button>
      <Suspense fallback={null}>{open && <YourBoardDialog open={open} onClose={() => setOpen(false)} />}</Suspense>
    </>
  );
}

/** "Sessions": where the account is signed in, in a dialog loaded when first opened. */
function SessionsButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="button button-secondary button-small" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        Sessions
      </button>
      <Suspense fallback={null}>{open && <SessionsDialog open={open} onClose={() => setOpen(false)} />}</Suspense>
    </>
  );
}

/** "Your results": a disclosure with the latest few; Escape or a click elsewhere closes it. */
function YourResultsMenu({ latestResults }: AccountMenuProps) {
  const [open, setOpen] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const { pathname } = useLocation();

  // Following one of its links closes it.
  useEffect(() => {
    setOpen(false);
  }, [pathname]);

  useEffect(() => {
    if (!open) return;
    const closeOnOutsideClick = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", closeOnOutsideClick);
    return () => document.removeEventListener("pointerdown", closeOnOutsideClick);
  }, [open]);

  return (
    <div
      ref={wrapper}
      className="account-results"
      onKeyDown={(event) => {
        if (event.key !== "Escape" || !open) return;
        event.stopPropagation();
        setOpen(false);
        toggle.current?.focus();
      }}
      onBlur={(event) => {
        // Tabbing on past the panel closes it.
        if (event.relatedTarget && !wrapper.current?.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      <button
        ref={toggle}
        type="button"
        className="button button-secondary button-small"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((shown) => !shown)}
      >
        Your results
        <ChevronIcon expanded={open} />
      </button>
      {/* The list loads when the panel opens, not on every page. */}
      <div id={panelId} className="account-results-panel" hidden={!open}>
        <p className="account-results-title">Your latest results</p>
        {open && latestResults}
      </div>
    </div>
  );
}
