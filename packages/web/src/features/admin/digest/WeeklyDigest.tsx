import { useEffect, useId, useRef, useState } from "react";
import { chooseDigestRequest, digestChoiceRequest, sendDigestNowRequest } from "./api.ts";

/**
 * The signed-in admin's weekly digest: a switch (stored on their account) and "Send me this week's
 * digest now". The mail's footer links here (#weekly-digest) as its way to stop it.
 */
export function WeeklyDigest({ accessToken }: { accessToken: string }) {
  const [weekly, setWeekly] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const hintId = useId();

  useEffect(() => {
    let current = true;
    void digestChoiceRequest(accessToken).then((result) => {
      if (!current) return;
      if (result.ok) setWeekly(result.value);
      else setNotice(`The digest setting could not be read: ${result.message}`);
    });
    return () => {
      current = false;
    };
  }, [accessToken]);

  function tell(message: string) {
    setNotice(message);
    requestAnimationFrame(() => noticeRef.current?.focus());
  }

  async function choose(next: boolean) {
    if (busy) return;
    setBusy(true);
    // The box follows the click at once; a refusal puts it back.
    setWeekly(next);
    const result = await chooseDigestRequest(accessToken, next);
    setBusy(false);
    if (result.ok) {
      setWeekly(result.value.weekly);
      tell(result.value.message);
    } else {
      setWeekly(!next);
      tell(`Nothing changed: ${result.message}`);
    }
  }

  async function sendNow() {
    if (busy) return;
    setBusy(true);
    const result = await sendDigestNowRequest(accessToken);
    setBusy(false);
    tell(result.ok ? result.value : `No digest was sent: ${result.message}`);
  }

  return (
    <section id="weekly-digest" className="admin-digest" aria-labelledby={`${hintId}-title`}>
      <h2 id={`${hintId}-title`}>Weekly digest</h2>
      <p id={hintId} className="admin-muted">
        A mail to you every Monday morning (UTC) with the last 7 days' numbers and the board's new suggestions. Turn it off here at any
        time.
      </p>
      <div className="admin-digest-actions">
        <label className="admin-digest-switch">
          <input
            type="checkbox"
            checked={weekly === true}
            disabled={weekly === null}
            aria-describedby={hintId}
            onChange={(event) => void choose(event.target.checked)}
          />
          Email me the weekly digest
        </label>
        <button type="button" className="button button-secondary button-small" aria-disabled={busy} onClick={() => void sendNow()}>
          Send me this week&apos;s digest now
        </button>
      </div>
      <p ref={noticeRef} tabIndex={-1} className={notice ? "admin-notice" : "visually-hidden"} role="status">
        {notice}
      </p>
    </section>
  );
}
