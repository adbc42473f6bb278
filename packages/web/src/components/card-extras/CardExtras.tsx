// What a card shows around its prompt (issue 16): a note on what not to paste, why the prompt
// works, an example of a good answer and the prompt to send next. The example and the follow-up
// stay folded until asked for, and are copied only from their own buttons.
import type { SmallPrompt } from "../../content/types.ts";
import { CopyButton } from "../../ui/CopyButton.tsx";
import "./card-extras.css";

export function DataNote({ note }: { note: string }) {
  return (
    <p className="card-data-note" role="note">
      <strong>Before you paste: </strong>
      {note}
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

export function ExampleOutput({ title, text }: { title: string; text: string }) {
  return (
    <details className="card-extra">
      <summary>Example output</summary>
      <p className="card-extra-label">Illustrative: the company, people and figures are fictional.</p>
      <pre className="card-extra-text card-example">{text}</pre>
      <CopyButton text={text} where="page" label={`Copy example: ${title}`} visibleLabel="Copy example" className="card-extra-copy" />
    </details>
  );
}

export function FollowUp({ title, text }: { title: string; text: string }) {
  return (
    <details className="card-extra">
      <summary>Next step: a follow-up prompt</summary>
      <p className="card-extra-label">Send it in the same conversation once you have the first answer.</p>
      <pre className="card-extra-text">{text}</pre>
      <CopyButton text={text} where="library" label={`Copy follow-up: ${title}`} visibleLabel="Copy follow-up" className="card-extra-copy" />
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
