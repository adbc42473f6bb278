import { useEffect, useState } from "react";
import type { SmallPrompt, SmallPromptLibrary, ToolId } from "../../content/types.ts";
import { CopyButton } from "../../ui/CopyButton.tsx";
import { LibraryToggle } from "./LibraryToggle.tsx";
import { promptRef, SmallPromptOpenIn } from "./OpenInButton.tsx";
import { promptEntryId, promptSlug } from "../../lib/search/normalize.ts";
import { FavouriteButton } from "../../components/search/FavouriteButton.tsx";
import { BuiltWith, DataNote, ExampleOutput, FollowUp } from "../../components/card-extras/CardExtras.tsx";
import { Sources } from "../../components/sources/Sources.tsx";
import { ReviewStamp } from "./ReviewStamp.tsx";
import { PromptFeedback } from "./feedback/PromptFeedback.tsx";
import { TimeBasis } from "./model-native/TimeBasis.tsx";
import "./model-native/model-native.css";

/** n8n, zapier, cursor, replit: four prompts, each with its own time estimate (issue 45, Deliver 2). */
export function SmallLibrary({ library, linkedSlug }: { library: SmallPromptLibrary; linkedSlug?: string }) {
  return (
    <ul className="library-list">
      {library.prompts.map((prompt, index) => (
        <li key={prompt.title}>
          <SmallPromptItem
            prompt={prompt}
            panelId={`${library.tool}-prompt-${index}`}
            tool={library.tool}
            linked={promptSlug(prompt.title) === linkedSlug}
          />
        </li>
      ))}
    </ul>
  );
}

interface SmallPromptItemProps {
  prompt: SmallPrompt;
  panelId: string;
  tool: ToolId;
  /** The page's address names this prompt: it opens expanded. */
  linked: boolean;
}

function SmallPromptItem({ prompt, panelId, tool, linked }: SmallPromptItemProps) {
  const [expanded, setExpanded] = useState(linked);
  useEffect(() => {
    if (linked) setExpanded(true);
  }, [linked]);
  return (
    <article
      id={promptSlug(prompt.title)}
      className={`library-card library-card-small${expanded ? " library-card-expanded" : ""}`}
      tabIndex={-1}
    >
      <div className="library-card-header">
        <LibraryToggle title={prompt.title} expanded={expanded} onToggle={() => setExpanded((open) => !open)} panelId={panelId} />
        <span className="library-badge library-small-badge">
          <span className="visually-hidden">Time estimate: </span>
          {prompt.timeEstimate}
        </span>
        <CopyButton
          text={prompt.prompt}
          where="library"
          label={`Copy prompt: ${prompt.title}`}
          className="library-small-copy"
          countAs={promptRef(tool, prompt.title)}
        />
        <FavouriteButton id={promptEntryId(tool, prompt.title)} title={prompt.title} className="library-card-favourite" />
        <p className="library-card-description">
          <strong>What you get: </strong>
          {prompt.whatYouGet}
        </p>
        <p className="library-card-meta">
          <ReviewStamp month={prompt.reviewed} />
        </p>
      </div>
      <div id={panelId} className="library-card-panel" hidden={!expanded}>
        {prompt.dataNote && <DataNote note={prompt.dataNote} />}
        {prompt.builtWith && <BuiltWith tool={tool} builtWith={prompt.builtWith} />}
        <pre className="prompt-text library-prompt">{prompt.prompt}</pre>
        <SmallPromptOpenIn library={tool} prompt={prompt.prompt} owner={prompt.title} />
        {prompt.exampleOutput && prompt.exampleInput && (
          <ExampleOutput title={prompt.title} text={prompt.exampleOutput} input={prompt.exampleInput} />
        )}
        {prompt.followUp && <FollowUp title={prompt.title} text={prompt.followUp} />}
        {prompt.checks && <Checks items={prompt.checks} />}
        <TimeBasis estimate={prompt.timeEstimate} steps={prompt.timeBasis} />
        {prompt.claims && <Sources claims={prompt.claims} headingLevel="h3" owner={prompt.title} />}
        <PromptFeedback tool={tool} title={prompt.title} />
      </div>
    </article>
  );
}

/** What the reader checks before sharing, approving or relying on what came back (issue 45, Deliver 4). */
function Checks({ items }: { items: string[] }) {
  return (
    <details className="card-extra card-checks">
      <summary>What to check yourself</summary>
      <ul>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </details>
  );
}
