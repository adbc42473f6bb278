// A recurring prompt set up once as a Project in ChatGPT or Claude, so each week or month the
// leader sends one short message and the project supplies the rest (issue 29, Deliver 4).
import type { ProjectSetup } from "../../../content/types.ts";
import { CopyButton } from "../../../ui/CopyButton.tsx";

export function SaveAsProject({ title, project }: { title: string; project: ProjectSetup }) {
  const period = project.cadence === "weekly" ? "week" : "month";
  return (
    <details className="card-extra card-project">
      <summary>Save as a Project: set it up once, reuse it every {period}</summary>
      <ol className="card-project-steps">
        <li>
          <strong>ChatGPT:</strong> in the sidebar choose New project. Paste the instructions below into the project's instructions and add
          the files to the project.
        </li>
        <li>
          <strong>Claude:</strong> choose Projects, then New project. Paste the instructions below into the project instructions and add the
          files to the project knowledge.
        </li>
      </ol>
      {project.plans && <p className="card-extra-label">{project.plans}</p>}
      <p className="card-example-heading">Project instructions</p>
      <pre className="prompt-text card-extra-text">{project.instructions}</pre>
      <CopyButton
        text={project.instructions}
        where="library"
        label={`Copy project instructions: ${title}`}
        visibleLabel="Copy instructions"
        className="card-extra-copy"
      />
      <p className="card-example-heading">Files to add</p>
      <ul className="card-project-files">
        {project.files.map((file) => (
          <li key={file}>{file}</li>
        ))}
      </ul>
      <p className="card-example-heading">Then each {period}, send in the project</p>
      <pre className="prompt-text card-extra-text">{project.eachTime}</pre>
      <CopyButton
        text={project.eachTime}
        where="library"
        label={`Copy the ${project.cadence} message: ${title}`}
        visibleLabel={`Copy ${project.cadence} message`}
        className="card-extra-copy"
      />
    </details>
  );
}
