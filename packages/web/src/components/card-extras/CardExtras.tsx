// What a card shows around its prompt (issue 16): a note on what not to paste, a simulation's
// limits (issue 29), why the prompt works, an example of a good answer with the input behind it
// (issue 29), the prompt to send next and how to check the answer (issue 45). The example, the
// follow-up and the checks stay folded until asked for, and are copied only from their own buttons.
import type { ExampleInput, SmallPrompt } from "../../content/types.ts";
import { CopyButton } from "../../ui/CopyButton.tsx";
import { ExampleText } from "./ExampleText.tsx";
import "./card-extras.css";

export function DataNote({ note }: { note: string }) {
  return (
    <p className="card-data-note" role="note">
      <strong>Before you paste: </strong>
      {note}
    </p>
  );
}

/** What a simulation cannot tell you, and the rules that govern the real decision. */
export function Limits({ text }: { text: string }) {
  return (
    <p className="card-limits" role="note">
      <strong>Limits: </strong>
      {text}
    </p>
  );
}

export function WhyItWorks({ text }: { text: string }) {
  return (
    <p className="card-why">
      <strong>Why it works: </strong>
      {text}
    </p>
  );
}

/** The placeholder as the reader sees it in the prompt, without its "such as" hint. */
const fieldName = (placeholder: string) => `[${placeholder.replace(/,? (?:such as|e\.g\.) .*$/, "")}]`;

/** What went into the prompt: each fill-in field with the value used, and the first exchange. */
function ExampleInputList({ input }: { input: ExampleInput }) {
  return (
    <>
      <p className="card-example-heading">What went in</p>
      <dl className="card-example-input">
        {Object.entries(input.filled).map(([placeholder, value]) => (
          <div key={placeholder}>
            <dt>{fieldName(placeholder)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        {input.firstExchange && (
          <>
            <div>
              <dt>It asked first</dt>
              <dd>{input.firstExchange.asked}</dd>
            </div>
            <div>
              <dt>The answer</dt>
              <dd>{input.firstExchange.answered}</dd>
            </div>
          </>
        )}
      </dl>
      <p className="card-example-heading">What came back</p>
    </>
  );
}

export function ExampleOutput({ title, text, input }: { title: string; text: string; input: ExampleInput }) {
  return (
    <details className="card-extra">
      <summary>Example output</summary>
      <p className="card-extra-label">Illustrative: the company, people and figures are fictional.</p>
      <ExampleInputList input={input} />
      <ExampleText text={text} label={`Example: ${title}`} />
      <CopyButton text={text} where="page" label={`Copy example: ${title}`} visibleLabel="Copy example" className="card-extra-copy" />
    </details>
  );
}

export function FollowUp({ title, text }: { title: string; text: string }) {
  return (
    <details className="card-extra">
      <summary>Next step: a follow-up prompt</summary>
      <p className="card-extra-label">
        Send it in the same conversation once you have the first answer
        {/\[[^\]\n]+\]/.test(text) ? ", with the parts in [square brackets] replaced by your own material." : "."}
      </p>
      <pre className="prompt-text card-extra-text">{text}</pre>
      <CopyButton
        text={text}
        where="library"
        label={`Copy follow-up: ${title}`}
        visibleLabel="Copy follow-up"
        className="card-extra-copy"
      />
    </details>
  );
}

/** Three checks a leader can make on the answer in two minutes (issue 45, Deliver 5). */
export function HowToCheck({ checks }: { checks: readonly string[] }) {
  return (
    <details className="card-extra card-checks">
      <summary>How to check this answer</summary>
      <p className="card-extra-label">Three checks that take about two minutes, before you share or act on what came back.</p>
      <ul>
        {checks.map((check) => (
          <li key={check}>{check}</li>
        ))}
      </ul>
    </details>
  );
}

/** An automation's nodes or apps and the accounts it needs (n8n and Zapier prompts). */
export function BuiltWith({ tool, builtWith }: { tool: string; builtWith: NonNullable<SmallPrompt["builtWith"]> }) {
  return (
    <dl className="card-built-with">
      <div>
        <dt>{tool === "n8n" ? "Nodes it uses" : "Apps it uses"}</dt>
        <dd>
          <ul>
            {builtWith.uses.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </dd>
      </div>
      <div>
        <dt>Accounts you need</dt>
        <dd>
          <ul>
            {builtWith.accounts.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </dd>
      </div>
    </dl>
  );
}
