import { Navigate, NavLink, Route, Routes } from "react-router-dom";
import { paths } from "../../../config/paths.ts";
import { adminSections } from "../sections.ts";

export function ConsoleLayout({ email, accessToken, onSignOut }: { email: string; accessToken: string; onSignOut: () => void }) {
  const [first] = adminSections;
  return (
    <div className="admin-console">
      <header className="admin-header">
        <p className="admin-title">Console</p>
        <p className="admin-who">
          <span className="admin-email">{email}</span>
          <button type="button" className="button button-secondary button-small" onClick={onSignOut}>
            Sign out
          </button>
        </p>
      </header>
      <nav className="admin-nav" aria-label="Console sections">
        <ul>
          {adminSections.map(({ slug, label }) => (
            <li key={slug}>
              <NavLink to={`${paths.admin}/${slug}`}>{label}</NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Routes>
        {adminSections.map(({ slug, Section }) => (
          <Route key={slug} path={slug} element={<Section accessToken={accessToken} />} />
        ))}
        <Route path="*" element={<Navigate to={`${paths.admin}/${first!.slug}`} replace />} />
      </Routes>
    </div>
  );
}
