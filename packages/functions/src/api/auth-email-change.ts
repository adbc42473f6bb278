// Changing an account's address (issue 26, ASVS 6.3): asked with the current password, confirmed
// from the new address's mailbox by a button (a scanner's GET spends nothing), told to the old
// address. The account moves only then; every session ends and it logs in with the new address.
// Mounted under /api/auth.
import { Hono, type Context } from "hono";
import { changeEmailSchema, confirmEmailChangeSchema, isAdmin, maskAddress, type AccountService } from "@ai-leaders/core/accounts";
import { authMessages, emailChangeMessages as m } from "@ai-leaders/core/messages";
import type { LinkRefusal } from "@ai-leaders/core/one-time-links";
import { bearerToken } from "@ai-leaders/core/tokens";
import type { ApiDeps } from "./deps.ts";
import { refuseWrongPassword } from "./sign-in-failures.ts";
import { errorResponse } from "../http/index.ts";
import { jsonBody } from "../http/json-body.ts";
import { createMailQueue } from "../mail/queue.ts";
import { endFeedAddresses } from "../changelog/index.ts";

export function authEmailChangeRoutes(deps: ApiDeps, accounts: AccountService) {
  const { services, siteUrl, adminEmails, now, log } = deps;
  const queueMail = createMailQueue(services, log);

  async function mailBothAddresses(oldEmail: string, newEmail: string) {
    await services.oneTimeLinks.revoke(oldEmail, "change-email");
    const { token } = await services.oneTimeLinks.issue(
      { purpose: "change-email", subject: oldEmail, data: { new_email: newEmail } },
      now(),
    );
    const { renderConfirmEmailChange, renderEmailChangeNotice } = await import("@ai-leaders/core/mail/templates");
    const link = new URL(`/link/change-email#token=${token}`, siteUrl).href;
    await queueMail({ to: newEmail, ...(await renderConfirmEmailChange({ siteUrl, link })) }, now());
    await queueMail({ to: oldEmail, ...(await renderEmailChangeNotice({ siteUrl, maskedNewAddress: maskAddress(newEmail) })) }, now());
  }

  const refusal = (c: Context, status: LinkRefusal) => c.json({ error: { message: m.linkRefused[status] }, status }, 410);

  return new Hono()
    .post("/email", jsonBody(changeEmailSchema), async (c) => {
      const user = await accounts.storedUserFromAccessToken(bearerToken(c.req.header("authorization")));
      if (!user) return errorResponse(c, 401, authMessages.sessionExpired);
      if (isAdmin(user, adminEmails)) return errorResponse(c, 403, m.adminAddress);
      const { new_email, password } = c.req.valid("json");
      const newEmail = new_email.toLowerCase();
      if (newEmail === user.email) return errorResponse(c, 400, m.sameAddress, { field: "new_email" });
      const refused = await refuseWrongPassword(deps, c, user, password, m.wrongPassword);
      if (refused) return refused;
      // The same answer whether or not the new address has an account: that is found out at confirmation.
      await mailBothAddresses(user.email, newEmail);
      return c.json({ status: "check-email" as const, message: m.checkNewInbox }, 202);
    })
    .post("/email/confirm", jsonBody(confirmEmailChangeSchema), async (c) => {
      const link = await services.oneTimeLinks.spend(c.req.valid("json").token, "change-email", now());
      if (typeof link === "string") return refusal(c, link);
      const oldEmail = link.subject;
      const newEmail = link.data!.new_email!;
      const moved = await services.accounts.moveAccount(oldEmail, newEmail, now());
      if (moved === "taken") return errorResponse(c, 409, m.taken);
      if (moved === "gone") return errorResponse(c, 410, m.accountGone);
      await services.factors.movePasskeys(oldEmail, newEmail);
      const user = await services.accounts.findUser(newEmail);
      if (user) await services.watches.readdress(user.id, newEmail);
      // Every session was the old address's: each ends (its access tokens at once) and logs in again,
      // with the new one; then the old address's token rows go, so no record keeps it.
      await services.accounts.endSessions(oldEmail, now());
      await endFeedAddresses(services.oneTimeLinks, oldEmail);
      await services.accounts.eraseAccount(oldEmail);
      // Links still out for the old address would act on an account no longer there.
      await services.oneTimeLinks.revoke(oldEmail, "reset-password");
      await services.oneTimeLinks.revoke(oldEmail, "confirm-account");
      return c.json({ status: "changed" as const, email: newEmail, message: m.changed }, 200);
    });
}
