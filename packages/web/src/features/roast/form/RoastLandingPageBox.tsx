import { useId, useState, type FormEvent, type ReactNode } from "react";
import { urlSchema } from "@ai-leaders/core/validation";
import { SpinnerIcon } from "../../../ui/icons.tsx";
import { useToast } from "../../../ui/toast.tsx";
import { workflowMessages } from "@ai-leaders/core/messages";
import { useReportWriter } from "../writer/report-writers.ts";
import { landingRoastLine } from "../writer/writer-words.ts";

interface RoastLandingPageBoxProps {
  /** Called with a valid http(s) URL; sign-in, sending and waiting are the caller's. */
  onRoast?: (url: string) => void;
  /** What the read-only results area shows: the report, its progress, or what went wrong. */
  result?: ReactNode;
  /** A roast is under way: the button says "Roasting..." and is disabled. */
  busy?: boolean;
  /** Offered while busy: ends the wait. */
  onCancel?: () => void;
}

/** The "Roast Landing Page" box of /level-3-build-website (spec §2, §5). */
export function RoastLandingPageBox({ onRoast, result, busy = false, onCancel }: RoastLandingPageBoxProps) {
  const [url, setUrl] = useState("https://");
  const toast = useToast();
  const urlId = useId();
  const resultId = useId();
  const writer = useReportWriter("landing-roast");

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const parsed = urlSchema.safeParse(url);
    if (!parsed.success) {
      toast({ title: workflowMessages.invalidUrlTitle, description: parsed.error.issues[0]!.message, variant: "destructive" });
      return;
    }
    onRoast?.(parsed.data);
  }

  return (
    <section className="guides-card guides-roast" aria-labelledby="roast-landing-page-title">
      <h2 id="roast-landing-page-title">Roast Landing Page</h2>
      <p className="guides-card-description">{landingRoastLine(writer)}</p>
      <form className="guides-roast-form" onSubmit={handleSubmit} noValidate>
        <label htmlFor={urlId}>Landing page URL</label>
        <div className="guides-field-row">
          <input
            id={urlId}
            // Text, not type=url: its starting value "https://" (the spec's) is no valid URL, and the
            // form checks the address itself. The keyboard is still the one for addresses.
            type="text"
            inputMode="url"
            autoComplete="url"
            spellCheck={false}
            value={url}
            onChange={(event) => setUrl(event.target.value)}
            readOnly={busy}
          />
          <button type="submit" className="button button-primary" aria-disabled={busy || undefined}>
            {busy && <SpinnerIcon />}
            {busy ? "Roasting..." : "Roast It"}
          </button>
          {busy && onCancel && (
            <button type="button" className="button button-secondary" onClick={onCancel}>
              Cancel
            </button>
          )}
        </div>
      </form>
      <h3 id={resultId} className="guides-roast-result-label">
        Roast results
      </h3>
      <div className="guides-roast-result" role="region" aria-labelledby={resultId} aria-busy={busy} aria-live="polite">
        {result ?? <p className="guides-analysis-empty">Your roast will appear here.</p>}
      </div>
    </section>
  );
}
