import { Outlet } from "react-router-dom";
import { AccountMenu } from "./AccountMenu.tsx";
import { AuthProvider } from "../../account/AuthProvider.tsx";
import "../../account/auth.css";

/** Level 3 pages share one auth session and its account menu; the landing page never loads this code. */
export function AuthLayout() {
  return (
    <AuthProvider>
      <div className="account-bar-band">
        <div className="account-bar">
          <AccountMenu />
        </div>
      </div>
      <Outlet />
    </AuthProvider>
  );
}
