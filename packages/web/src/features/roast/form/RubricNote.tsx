import { Link } from "react-router-dom";
import { paths } from "../../../config/paths.ts";

/** Where a page's score comes from, before it is asked for. */
export function RubricNote() {
  return (
    <p className="guides-card-description">
      Every page is scored against a published rubric: <Link to={paths.roastMethod}>how a roast is scored</Link>.
    </p>
  );
}
