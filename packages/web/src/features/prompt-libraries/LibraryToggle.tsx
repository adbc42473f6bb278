import { ChevronIcon } from "../../ui/icons.tsx";

interface LibraryToggleProps {
  title: string;
  expanded: boolean;
  onToggle: () => void;
  panelId: string;
}

/** A prompt's title as the button that opens and closes its panel; the chevron turns when open. */
export function LibraryToggle({ title, expanded, onToggle, panelId }: LibraryToggleProps) {
  return (
    <h2 className="library-card-title">
      <button type="button" className="library-toggle" aria-expanded={expanded} aria-controls={panelId} onClick={onToggle}>
        <span>{title}</span>
        <ChevronIcon expanded={expanded} />
      </button>
    </h2>
  );
}
