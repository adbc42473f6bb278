// "Reset your password": the link that lets the owner of an address choose a new password.
import { linkMail } from "./link-mail.tsx";

export const renderResetPassword = linkMail({
  subject: "Reset your password",
  preview: "A link to choose a new password. It works for 30 minutes.",
  receivedBecause: [
    "You received this because someone asked to reset the password of this address's account on ",
    ". If it wasn't you, ignore it: your password stays as it is.",
  ],
  action: "Choose a new password",
  body: "Open the link to choose a new password. It works once, for 30 minutes, and setting a new password signs you out on every device.",
});
