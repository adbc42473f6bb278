import { Link } from "react-router-dom";
import { ArrowLeftIcon } from "./icons.tsx";

export function BackButton({ to, children }: { to: string; children: string }) {
  return (
    <Link to={to} className="button button-ghost back-button">
      <ArrowLeftIcon />
      {children}
    </Link>
  );
}
