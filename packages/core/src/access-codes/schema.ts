import * as z from "zod/mini";
import { accessCodeMessages as m } from "../messages/access-codes.ts";
import { cleaned } from "../validation/index.ts";
import { accessCodeLimits as limits } from "./types.ts";
import { teamLimits } from "../limits/index.ts";

// The browser reads the schema, limits and types from here ("@ai-leaders/core/access-codes/schema"),
// never the index, which carries the server's hashing.
export * from "./types.ts";
export { closedBecause, type ClosedReason } from "./closed.ts";

const isCalendarDate = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

/** A new code as the console sends it: random unless `code` is chosen; expiry and use limit optional. */
export const newAccessCodeSchema = z.object({
  label: z
    .string({ error: m.labelRequired })
    .check(cleaned(), z.trim(), z.minLength(1, m.labelRequired), z.maxLength(limits.labelMax, m.labelTooLong)),
  code: z.optional(
    z
      .string({ error: m.chosenCodeInvalid })
      .check(
        z.trim(),
        z.minLength(limits.codeMin, m.chosenCodeInvalid),
        z.maxLength(limits.codeMax, m.chosenCodeInvalid),
        z.regex(/^[A-Za-z0-9-]+$/, m.chosenCodeInvalid),
      ),
  ),
  expires_on: z.optional(z.string({ error: m.invalidExpiry }).check(z.refine(isCalendarDate, m.invalidExpiry))),
  use_limit: z.optional(
    z.int({ error: m.invalidUseLimit }).check(z.minimum(1, m.invalidUseLimit), z.maximum(limits.useLimitMax, m.invalidUseLimit)),
  ),
  /** Makes it a team code: a leader makes one team of this many seats with it (issue 48). */
  team_seats: z.optional(
    z.int({ error: m.invalidTeamSeats }).check(z.minimum(1, m.invalidTeamSeats), z.maximum(teamLimits.seatsMax, m.invalidTeamSeats)),
  ),
});
export type NewAccessCode = z.infer<typeof newAccessCodeSchema>;

/** The instant a code stops opening the gate: the end of its last day, UTC. */
export const expiryInstant = (expiresOn: string) => new Date(Date.parse(`${expiresOn}T00:00:00Z`) + 24 * 60 * 60 * 1000).toISOString();
