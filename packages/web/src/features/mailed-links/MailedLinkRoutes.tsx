// The pages that mailed links open (/link/*), one chunk for all of them: nothing of them weighs on the
// landing page. Account links share the account session (AuthLayout); newsletter links need none.
import { Route, Routes } from "react-router-dom";
import { AuthLayout } from "../auth/AuthLayout.tsx";
import { NotFoundPage } from "../not-found/NotFoundPage.tsx";
import { ChangeEmailPage } from "./ChangeEmailPage.tsx";
import { ConfirmAccountPage } from "./ConfirmAccountPage.tsx";
import { ConfirmNewsletterPage } from "./ConfirmNewsletterPage.tsx";
import { OpenHubPage } from "./OpenHubPage.tsx";
import { ResetPasswordPage } from "./ResetPasswordPage.tsx";
import { UnsubscribePage } from "./UnsubscribePage.tsx";

export function MailedLinkRoutes() {
  return (
    <Routes>
      <Route element={<AuthLayout />}>
        <Route path="reset-password" element={<ResetPasswordPage />} />
        <Route path="confirm-account" element={<ConfirmAccountPage />} />
        <Route path="change-email" element={<ChangeEmailPage />} />
      </Route>
      <Route path="confirm-newsletter" element={<ConfirmNewsletterPage />} />
      <Route path="unsubscribe" element={<UnsubscribePage />} />
      <Route path="open-hub" element={<OpenHubPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
