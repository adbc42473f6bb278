import { useEffect, useId, useRef, useState } from "react";

/** The new code, shown this once: only its keyed hash is kept, so it cannot be shown again. */
export function CreatedCode({ code, label, onDone }: { code: string; label: string; onDone: () => void }) {
  const [copied, setCopied] = useState<boolean | null>(null);
  const titleId = useId();
  const copyRef = useRef<HTMLButtonElement>(null);

  // The one thing to do next: the copy button takes focus as the code appears.
  useEffect(() => copyRef.current?.focus(), []);

  const copy = () =>
    navigator.clipboard.writeText(code).then(
      () => setCopied(true),
      () => setCopied(false),
    );

  return (
    <section className="admin-panel access-code-created" aria-labelledby={titleId}>
      <h2 id={titleId}>The code for “{label}”</h2>
      <p className="access-code-value">
        <code>{code}</code>
      </p>
      <p className="admin-muted">Copy it now: it is shown only this once. We keep a fingerprint of it, never the code itself.</p>
      <div className="admin-actions">
        <button type="button" ref={copyRef} className="button button-primary button-small" onClick={() => void copy()}>
          {copied ? "Copied" : "Copy code"}
        </button>
        <button type="button" className="button button-secondary button-small" onClick={onDone}>
          Done
        </button>
      </div>
      <p className={copied === false ? "admin-error" : "visually-hidden"} aria-live="polite">
        {copied === true
          ? "Code copied to clipboard"
          : copied === false
            ? "The browser did not allow copying: select the code and copy it by hand."
            : ""}
      </p>
    </section>
  );
}
