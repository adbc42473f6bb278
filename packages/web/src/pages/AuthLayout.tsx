import { Outlet } from "react-router-dom";
import { AccountMenu } from "../features/auth/AccountMenu.tsx";
import { AuthProvider } from "../account/AuthProvider.tsx";
import { YourResultsList } from "../features/roast/kept/YourResultsList.tsx";
import "../account/auth.css";

/** Level 3 pages share one auth session and its account menu; the landing page never loads this code. */
export function AuthLayout() {
  return (
    <AuthProvider>
      <div className="account-bar-band">
        <div className="account-bar">
          <AccountMenu latestResults={<YourResultsList compact />} />
        </div>
      </div>
      <Outlet />
    </AuthProvider>
  );
}
