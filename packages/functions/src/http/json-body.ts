// The routes' validated JSON bodies. Its own module: the validator it brings stays out of the cold
// start, whose routes read no body.
import { zValidator } from "@hono/zod-validator";
import type { $ZodType } from "zod/v4/core";
import { errorResponse } from "./error-response.ts";

/**
 * zod-validated JSON body; the first issue's message goes back as a 400, with the toast title
 * the spec pairs with that message (`titles`: message → title) when it has one.
 */
export function jsonBody<T extends $ZodType>(schema: T, titles: Record<string, string> = {}) {
  return zValidator("json", schema, (result, c) => {
    if (result.success) return;
    const issue = result.error.issues[0]!;
    const title = titles[issue.message];
    return errorResponse(c, 400, issue.message, { field: issue.path.join("."), ...(title ? { title } : {}) });
  });
}
