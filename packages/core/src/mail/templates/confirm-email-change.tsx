// "Confirm your new email address": sent to the new address; the account moves only when its page's button is pressed.
import { linkMail } from "./link-mail.tsx";

export const renderConfirmEmailChange = linkMail({
  subject: "Confirm your new email address",
  preview: "One click to make this the address of your account. The link works for 24 hours.",
  receivedBecause: [
    "You received this because someone asked to move an account on ",
    " to this address. If it wasn't you, ignore it: nothing changes.",
  ],
  action: "Use this address",
  body: "Open the link and press the button on the page to make this the address of your account. You will then log in with it. It works once, for 24 hours.",
});
