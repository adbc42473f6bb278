import { useId } from "react";
import { Link } from "react-router-dom";
import { paths } from "../../../config/paths.ts";
import { CopyIcon } from "../../../ui/icons.tsx";
import { useCopyText } from "../report/copy-text.tsx";
import "./results.css";

/** The result's permanent link, to open or to copy and share. Needs the ToastProvider. */
export function PermalinkBox({ resultId }: { resultId: string }) {
  const copy = useCopyText();
  const labelId = useId();
  const path = paths.result(resultId);
  const url = `${window.location.origin}${path}`;
  return (
    <div className="results-permalink report-no-print" role="group" aria-labelledby={labelId}>
      <p id={labelId} className="results-permalink-label">
        Permanent link
      </p>
      <div className="results-permalink-row">
        <Link to={path} className="results-permalink-url">
          {url}
        </Link>
        <button
          type="button"
          className="button button-secondary button-small"
          onClick={() => void copy(url, "The link to this result is on your clipboard.")}
        >
          <CopyIcon />
          Copy link
        </button>
      </div>
      <p className="results-note">Anyone with the link can read this result, until you delete it or it expires.</p>
    </div>
  );
}
