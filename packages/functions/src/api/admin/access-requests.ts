// The console's access requests: listed newest first, approved (a personal single-use code, mailed
// with a link that opens the hub) or declined (a polite note if asked). Each answer is one
// conditional update from "waiting", checked here on the server and written to the audit log.
import type { AuditAction } from "@ai-leaders/core/audit";
import { Hono, type Context } from "hono";
import * as z from "zod/mini";
import { accessRequestRow, approvedCodeDays, declineAccessRequestSchema, requestCodeLabel } from "@ai-leaders/core/access-requests";
import type { AccessRequest } from "@ai-leaders/core/access-requests";
import { accessCodeLimits } from "@ai-leaders/core/access-codes";
import { accessRequestConsoleMessages as m, adminMessages } from "@ai-leaders/core/messages";
import type { ApiDeps } from "../deps.ts";
import { errorResponse } from "../../http/index.ts";
import { jsonBody } from "../../http/json-body.ts";
import type { AdminEnv } from "./require-admin.ts";
import { queryParams } from "./query.ts";
import { accessCodeMaker } from "./make-access-code.ts";
import { accessRequestMailer } from "../access-request-mail.ts";

const listQuerySchema = z.object({ cursor: z.optional(z.string().check(z.maxLength(1_000, adminMessages.invalidCursor))) });
const dayMs = 24 * 60 * 60 * 1000;
const isRequestId = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

export function adminAccessRequestRoutes(deps: ApiDeps) {
  const { services, now } = deps;
  const makeAccessCode = accessCodeMaker(deps);
  const mail = accessRequestMailer(deps);

  const audit = (
    c: Context<AdminEnv>,
    action: AuditAction,
    request: AccessRequest,
    details: Record<string, string | number | boolean> = {},
  ) =>
    // The target names the person as the console shows them, never their address.
    services.audit.record(
      {
        actor: c.get("admin").email,
        action,
        target: requestCodeLabel(request.name, request.company),
        details: { id: request.id, ...details },
      },
      now(),
    );

  /** The waiting request, or the refusal to answer with. */
  async function waiting(c: Context<AdminEnv>, id: string): Promise<AccessRequest | Response> {
    const request = isRequestId(id) ? await services.accessRequests.get(id) : null;
    if (!request) return errorResponse(c, 404, m.notFound);
    if (request.status !== "waiting") return errorResponse(c, 409, m.alreadyAnswered);
    return request;
  }

  return new Hono<AdminEnv>()
    .get("/", queryParams(listQuerySchema), async (c) => {
      const page = await services.accessRequests.list(c.req.valid("query").cursor);
      if (page === "invalid-cursor") return errorResponse(c, 400, adminMessages.invalidCursor, { field: "cursor" });
      return c.json(page, 200);
    })
    .post("/:id/approve", async (c) => {
      const found = await waiting(c, c.req.param("id"));
      if (found instanceof Response) return found;
      const admin = c.get("admin").email;
      const expiresOn = new Date(now().getTime() + approvedCodeDays * dayMs).toISOString().slice(0, 10);
      const made = await makeAccessCode(
        { label: requestCodeLabel(found.name, found.company, accessCodeLimits.labelMax), expires_on: expiresOn, use_limit: 1 },
        admin,
      );
      if ("refusal" in made) return errorResponse(c, 409, made.refusal);
      const answered = await services.accessRequests.answer(found.id, { status: "approved", by: admin, code_id: made.record.id }, now());
      if (typeof answered === "string") {
        // Another admin answered it meanwhile: the code made for it must not open anything.
        await services.accessCodes.revoke(made.record.id, admin, now());
        return errorResponse(c, answered === "missing" ? 404 : 409, answered === "missing" ? m.notFound : m.alreadyAnswered);
      }
      await mail.approved(answered, made.code, expiresOn, now());
      await audit(c, "access-request.approve", answered, { code: made.record.id.slice(0, 12), expires_on: expiresOn });
      return c.json({ request: accessRequestRow(answered), message: m.approvedNotice(answered.name) }, 200);
    })
    .post("/:id/decline", jsonBody(declineAccessRequestSchema), async (c) => {
      const found = await waiting(c, c.req.param("id"));
      if (found instanceof Response) return found;
      const sendNote = c.req.valid("json").send_note;
      const answered = await services.accessRequests.answer(
        found.id,
        { status: "declined", by: c.get("admin").email, note_sent: sendNote },
        now(),
      );
      if (typeof answered === "string")
        return errorResponse(c, answered === "missing" ? 404 : 409, answered === "missing" ? m.notFound : m.alreadyAnswered);
      if (sendNote) await mail.declined(answered, now());
      await audit(c, "access-request.decline", answered, { note_sent: sendNote });
      return c.json({ request: accessRequestRow(answered), message: m.declinedNotice(answered.name, sendNote) }, 200);
    });
}
