// Access codes in the console: made (random or chosen, with a label, an expiry and a use limit),
// listed with what came through each, and revoked. The code is answered once, at creation; only
// its keyed hash is stored. Every change is written to the audit log.
import type { AuditAction } from "@ai-leaders/core/audit";
import { Hono, type Context } from "hono";
import {
  isSettingsCode,
  newAccessCodeSchema,
  settingsCodeId,
  type AccessCode,
  type ConsoleAccessCode,
} from "@ai-leaders/core/access-codes";
import { accessCodeMessages as m } from "@ai-leaders/core/messages";
import type { ApiDeps } from "../deps.ts";
import { errorResponse } from "../../http/index.ts";
import { jsonBody } from "../../http/json-body.ts";
import type { AdminEnv } from "./require-admin.ts";
import { accessCodeMaker } from "./make-access-code.ts";

export function adminAccessCodeRoutes({ services, access, now }: ApiDeps) {
  const settingsIds = access.codes.map((_, index) => settingsCodeId(index));

  async function list(): Promise<ConsoleAccessCode[]> {
    const [counts, stored] = await Promise.all([services.accessCodes.settingsCounts(settingsIds), services.accessCodes.list()]);
    const fromSettings = settingsIds.map((id, index): ConsoleAccessCode => ({
      id,
      source: "settings",
      label: `ACCESS_CODES, code ${index + 1}`,
      ...counts.get(id)!,
    }));
    return [...fromSettings, ...stored.map((code): ConsoleAccessCode => ({ ...code, source: "console" }))];
  }

  const create = accessCodeMaker({ services, access, now });

  const audit = (c: Context<AdminEnv>, action: AuditAction, code: AccessCode, details: Record<string, string | number | boolean> = {}) =>
    services.audit.record(
      { actor: c.get("admin").email, action, target: code.label, details: { id: code.id.slice(0, 12), ...details } },
      now(),
    );

  return new Hono<AdminEnv>()
    .get("/", async (c) => c.json({ codes: await list() }, 200))
    .post("/", jsonBody(newAccessCodeSchema), async (c) => {
      const request = c.req.valid("json");
      const made = await create(request, c.get("admin").email);
      if ("refusal" in made) return errorResponse(c, 400, made.refusal, { field: made.refusal === m.expiryPassed ? "expires_on" : "code" });
      await audit(c, "access-code.create", made.record, {
        chosen: request.code !== undefined,
        ...(made.record.expires_on && { expires_on: made.record.expires_on }),
        ...(made.record.use_limit !== undefined && { use_limit: made.record.use_limit }),
        ...(made.record.team_seats !== undefined && { team_seats: made.record.team_seats }),
      });
      // The only answer that ever holds the code: the console shows it once.
      return c.json({ code: made.code, access_code: { ...made.record, source: "console" as const } }, 201);
    })
    .post("/:id/revoke", async (c) => {
      const id = c.req.param("id");
      if (isSettingsCode(id)) return errorResponse(c, 409, m.settingsCode);
      if (!/^[0-9a-f]{64}$/.test(id)) return errorResponse(c, 404, m.notFound);
      const revoked = await services.accessCodes.revoke(id, c.get("admin").email, now());
      if (revoked === "missing") return errorResponse(c, 404, m.notFound);
      if (revoked === "revoked") return errorResponse(c, 409, m.alreadyRevoked);
      await audit(c, "access-code.revoke", revoked, { uses: revoked.uses });
      return c.json({ access_code: { ...revoked, source: "console" as const }, message: m.revokedNotice(revoked.label) }, 200);
    });
}
