// The pages that mailed links open (/link/*), one chunk for all of them: nothing of them weighs on the
// landing page. Account links share the account session (AuthLayout); newsletter links need none.
import { Route, Routes } from "react-router-dom";
import { AuthLayout } from "./AuthLayout.tsx";
import { NotFoundPage } from "../components/site/NotFoundPage.tsx";
import { ChangeEmailPage } from "../features/mailed-links/ChangeEmailPage.tsx";
import { ConfirmAccountPage } from "../features/mailed-links/ConfirmAccountPage.tsx";
import { ConfirmNewsletterPage } from "../features/mailed-links/ConfirmNewsletterPage.tsx";
import { OpenHubPage } from "../features/mailed-links/OpenHubPage.tsx";
import { ResetPasswordPage } from "../features/mailed-links/ResetPasswordPage.tsx";
import { UnsubscribePage } from "../features/mailed-links/UnsubscribePage.tsx";
import { TeamInvitationPage } from "../features/mailed-links/TeamInvitationPage.tsx";

export function MailedLinkRoutes() {
  return (
    <Routes>
      <Route element={<AuthLayout />}>
        <Route path="reset-password" element={<ResetPasswordPage />} />
        <Route path="confirm-account" element={<ConfirmAccountPage />} />
        <Route path="change-email" element={<ChangeEmailPage />} />
        <Route path="team-invitation" element={<TeamInvitationPage />} />
      </Route>
      <Route path="confirm-newsletter" element={<ConfirmNewsletterPage />} />
      <Route path="unsubscribe" element={<UnsubscribePage />} />
      <Route path="open-hub" element={<OpenHubPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
