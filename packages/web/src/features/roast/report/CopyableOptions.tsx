import { CopyTextButton } from "./copy-text.tsx";

/** Drafts a leader pastes elsewhere (headlines, a bio), each with its own copy button. */
export function CopyableOptions({ options, name, streaming }: { options: string[]; name: string; streaming: boolean }) {
  return (
    <ul className="report-options">
      {options.map((option, index) => (
        <li key={index} className="report-option">
          <span className="report-option-text">{option}</span>
          <CopyTextButton
            text={option}
            label={options.length === 1 ? `Copy the ${name}` : `Copy ${name} ${index + 1}`}
            copied={`The ${name} is ready to paste.`}
            disabled={streaming}
          />
        </li>
      ))}
    </ul>
  );
}
