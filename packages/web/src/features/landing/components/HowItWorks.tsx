export function HowItWorks({ onRequestCode }: { onRequestCode: () => void }) {
  return (
    <section id="how-it-works" className="landing-section" aria-labelledby="how-title">
      <h2 id="how-title">How it works</h2>
      <ol className="card-grid landing-steps">
        <li>
          <h3>Get an access code</h3>
          <p>Ask for one through the contact form. One code opens every workflow and prompt library; nothing to install.</p>
        </li>
        <li>
          <h3>Pick a workflow or a library</h3>
          <p>
            Start from the decision in front of you: choosing a market, testing a website, preparing for the board. Each step says what to
            do and what you will get.
          </p>
        </li>
        <li>
          <h3>Run it in your own AI tool, or get the review here</h3>
          <p>
            Copy a prompt, filled in with your business details, into the AI tool you already use. For a website or a founder profile,
            submit it here for a scored review; each report says whether an AI model or the built-in rule-based checks wrote it.
          </p>
        </li>
      </ol>
      <button type="button" className="button button-primary" onClick={onRequestCode}>
        Request an access code
      </button>
    </section>
  );
}
