import { useId, useState } from "react";

/** The ten recovery codes, shown once: copy or download them, then go on. */
export function RecoveryCodes({ codes, onDone, headingLevel }: { codes: string[]; onDone: () => void; headingLevel: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const [copied, setCopied] = useState(false);
  const titleId = useId();
  const text = `AI for Leaders recovery codes (each works once):\n${codes.join("\n")}\n`;

  async function copy() {
    await navigator.clipboard.writeText(text).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  }

  function download() {
    const link = document.createElement("a");
    link.href = URL.createObjectURL(new Blob([text], { type: "text/plain" }));
    link.download = "ai-for-leaders-recovery-codes.txt";
    link.click();
    URL.revokeObjectURL(link.href);
  }

  return (
    <section className="factor-step" aria-labelledby={titleId}>
      <Heading id={titleId}>Save your recovery codes</Heading>
      <p className="auth-hint">
        If you lose your phone, each of these codes lets you sign in once instead of the app's code. They are shown only now: keep them
        somewhere safe.
      </p>
      <ul className="recovery-codes" aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <div className="factor-actions">
        <button type="button" className="button button-secondary button-small" onClick={() => void copy()}>
          {copied ? "Copied" : "Copy codes"}
        </button>
        <button type="button" className="button button-secondary button-small" onClick={download}>
          Download codes
        </button>
      </div>
      <p className="visually-hidden" aria-live="polite">
        {copied ? "Recovery codes copied" : ""}
      </p>
      <button type="button" className="button button-primary button-block" onClick={onDone}>
        I have saved them
      </button>
    </section>
  );
}
