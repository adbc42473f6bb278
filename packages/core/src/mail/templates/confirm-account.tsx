// "Confirm your email address": the link that proves a new account's address belongs to its owner.
import { linkMail } from "./link-mail.tsx";

export const confirmAccountSubject = "Confirm your email address";

export const renderConfirmAccount = linkMail({
  subject: confirmAccountSubject,
  preview: "One click to confirm the address of your new account. The link works for 24 hours.",
  receivedBecause: [
    "You received this because an account was made with this address on ",
    ". If it wasn't you, ignore it: the address stays unconfirmed and receives nothing else from us.",
  ],
  action: "Confirm my email address",
  body: "Open the link and press the button on the page to confirm this address for your account. It works once, for 24 hours.",
});
