import { zValidator } from "@hono/zod-validator";
import type { $ZodType } from "zod/v4/core";
import { errorResponse } from "../../http/index.ts";

/** zod-validated query string; the first issue's message goes back as a 400. */
export function queryParams<T extends $ZodType>(schema: T) {
  return zValidator("query", schema, (result, c) => {
    if (result.success) return;
    const issue = result.error.issues[0]!;
    return errorResponse(c, 400, issue.message, { field: issue.path.join(".") });
  });
}
