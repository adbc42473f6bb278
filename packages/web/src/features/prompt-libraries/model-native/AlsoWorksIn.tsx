// A writing card in the tools many leaders have at work instead of ChatGPT or Claude (issue 45,
// Deliver 8): Microsoft 365 Copilot and Gemini, each folded, with where to run the prompt, what to
// do beside it, the work-versus-personal account note and the dated claims behind it.
import type { OtherTools } from "../../../content/types.ts";
import { DataNote } from "../../../components/card-extras/CardExtras.tsx";
import { Sources } from "../../../components/sources/Sources.tsx";

const toolNames: Record<keyof OtherTools, string> = {
  copilot: "Microsoft 365 Copilot",
  gemini: "Gemini",
};

export function AlsoWorksIn({ title, tools }: { title: string; tools: OtherTools }) {
  return (
    <section className="card-also-works" aria-label={`Also works in: ${title}`}>
      <p className="card-also-works-title">
        <strong>Also works in</strong> Microsoft 365 Copilot and Gemini: the same prompt, unchanged.
      </p>
      {(Object.keys(toolNames) as (keyof OtherTools)[]).map((tool) => {
        const run = tools[tool];
        const name = toolNames[tool];
        return (
          <details key={tool} className="card-extra card-other-tool">
            <summary>Run it in {name}</summary>
            <p className="card-run-in">
              <strong>Where: </strong>
              {run.where}
            </p>
            <p className="card-run-in">
              <strong>How: </strong>
              {run.howTo}
            </p>
            <DataNote note={run.dataNote} />
            <Sources claims={run.claims} headingLevel="h4" owner={`${title} in ${name}`} />
          </details>
        );
      })}
    </section>
  );
}
