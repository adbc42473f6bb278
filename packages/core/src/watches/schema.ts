import * as z from "zod/mini";
import { watchMessages } from "../messages/watches.ts";
import { resultIdPattern } from "../roast/store/kept-result.ts";

/** POST /api/watches: the kept report whose page to watch. */
export const watchRequestSchema = z.object({
  result_id: z.string({ error: watchMessages.unknownResult }).check(z.regex(resultIdPattern, watchMessages.unknownResult)),
});

/** PATCH /api/watches/:id */
export const watchUpdateSchema = z.object({
  paused: z.boolean({ error: "Say whether the watch is paused (true or false)." }),
});
