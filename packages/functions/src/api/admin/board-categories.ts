// The board's categories in the console: made, renamed and recoloured, ordered, removed (their
// suggestions become uncategorised), and a suggestion's category changed. Each change is audited
// by the Board section's `act`.
import { Hono, type Context } from "hono";
import { zValidator } from "@hono/zod-validator";
import * as z from "zod/mini";
import { boardMessages, votingMessages } from "@ai-leaders/core/messages";
import { categoryIdSchema, categoryInputSchema, categoryOrderSchema, suggestionCategorySchema } from "@ai-leaders/core/voting";
import type { OperatorOutcome } from "@ai-leaders/core/voting/repository";
import type { ApiDeps } from "../deps.ts";
import { errorResponse } from "../../http/index.ts";
import { jsonBody } from "../../http/json-body.ts";
import type { AdminEnv } from "./require-admin.ts";

type Act = (c: Context<AdminEnv>, run: (actor: string, at: Date) => Promise<OperatorOutcome>) => Promise<Response>;

const categoryParam = zValidator("param", z.object({ id: categoryIdSchema }), (result, c) =>
  result.success ? undefined : errorResponse(c, 404, boardMessages.unknownCategory),
);
const suggestionParam = zValidator("param", z.object({ id: z.string().check(z.minLength(1), z.maxLength(100)) }), (result, c) =>
  result.success ? undefined : errorResponse(c, 404, votingMessages.unknownSuggestion),
);

export function boardCategoryRoutes({ services }: ApiDeps, act: Act) {
  const { voting } = services;
  const { categories } = voting;
  return (
    new Hono<AdminEnv>()
      .get("/categories", async (c) => c.json({ categories: await categories.list() }, 200))
      .post("/categories", jsonBody(categoryInputSchema), (c) => act(c, (actor, at) => categories.create(actor, c.req.valid("json"), at)))
      // Before "/categories/:id", which would take "order" for an id.
      .put("/categories/order", jsonBody(categoryOrderSchema), (c) =>
        act(c, (actor, at) => categories.reorder(actor, c.req.valid("json").ids, at)),
      )
      .put("/categories/:id", categoryParam, jsonBody(categoryInputSchema), (c) =>
        act(c, (actor, at) => categories.update(actor, c.req.valid("param").id, c.req.valid("json"), at)),
      )
      .delete("/categories/:id", categoryParam, (c) => act(c, (actor, at) => categories.remove(actor, c.req.valid("param").id, at)))
      // Any suggestion, in any state, may be moved to another category or to none.
      .put("/suggestions/:id/category", suggestionParam, jsonBody(suggestionCategorySchema), (c) =>
        act(c, (actor, at) => categories.setCategory(actor, c.req.valid("param").id, c.req.valid("json").category_id, at)),
      )
  );
}
