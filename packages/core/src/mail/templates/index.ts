export { renderTestMessage } from "./test-message.tsx";
export { renderResetPassword } from "./reset-password.tsx";
export { renderPasswordChanged } from "./password-changed.tsx";
export { renderConfirmNewsletter } from "./confirm-newsletter.tsx";
export { renderShipNotice } from "./ship-notice.tsx";
export { renderConfirmAccount } from "./confirm-account.tsx";
export { renderSignUpAttempt } from "./sign-up-attempt.tsx";
