// Makes a stored access code (drawn unless chosen): used by "New code" and by an approved access request.
import {
  accessCodeId,
  drawAccessCode,
  expiryInstant,
  normaliseAccessCode,
  type AccessCode,
  type NewAccessCode,
} from "@ai-leaders/core/access-codes";
import { matchSettingsCode } from "@ai-leaders/core/access";
import { accessCodeMessages as m } from "@ai-leaders/core/messages";
import type { ApiDeps } from "../deps.ts";

/** A random code the same as an existing one is drawn again; a chosen one is refused. */
const drawAttempts = 3;

export type MadeAccessCode = { code: string; record: AccessCode } | { refusal: string };

export function accessCodeMaker({ services, access, now }: Pick<ApiDeps, "services" | "access" | "now">) {
  /** Stores the code: the code in clear with its record (the only time it exists in clear), or why not. */
  return async function makeAccessCode(request: NewAccessCode, createdBy: string): Promise<MadeAccessCode> {
    const at = now();
    if (request.expires_on && expiryInstant(request.expires_on) <= at.toISOString()) return { refusal: m.expiryPassed };
    for (let attempt = 0; attempt < (request.code ? 1 : drawAttempts); attempt++) {
      const code = normaliseAccessCode(request.code ?? drawAccessCode());
      if (matchSettingsCode(code, access.codes)) return { refusal: m.codeTaken };
      const record = await services.accessCodes.create(
        {
          id: accessCodeId(code, access.tokenSecret),
          label: request.label,
          created_by: createdBy,
          ...(request.expires_on && { expires_on: request.expires_on, expires_at: expiryInstant(request.expires_on) }),
          ...(request.use_limit !== undefined && { use_limit: request.use_limit }),
          ...(request.team_seats !== undefined && { team_seats: request.team_seats }),
        },
        at,
      );
      if (record) return { code, record };
    }
    return { refusal: m.codeTaken };
  };
}
