// "Confirm your subscription": double opt-in, so only the owner of an address puts it on the list.
import { linkMail } from "./link-mail.tsx";

export const renderConfirmNewsletter = linkMail({
  subject: "Confirm your subscription",
  preview: "One click and you're on the list. The link works for 24 hours.",
  receivedBecause: [
    "You received this because this address was entered in the newsletter form on ",
    ". If it wasn't you, ignore it: nothing more is sent, and the address is deleted after 30 days.",
  ],
  action: "Confirm my subscription",
  body: "Press the button to start receiving the AI for Leaders newsletter and the updates you asked for. The link works for 24 hours.",
});
