import { pageTitle } from "../../config/site.ts";
import { paths } from "../../config/paths.ts";
import { usePageHead } from "../../lib/use-page-head.ts";
import { AuthProvider } from "../../account/AuthProvider.tsx";
import { AdminGate } from "./components/AdminGate.tsx";
import "./admin.css";

/** The operator's console at /admin: the account sign-in, the forced password change, then the sections. */
export function AdminPage() {
  usePageHead({ title: pageTitle("Console"), description: "The operator's console.", path: paths.admin, robots: "noindex" });
  return (
    <AuthProvider>
      <main className="admin-page">
        <AdminGate />
      </main>
    </AuthProvider>
  );
}
