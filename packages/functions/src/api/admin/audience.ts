// Audience: newsletter signups and contact messages, their CSV exports (a page per request), and erasure on request.
import { Hono, type Context } from "hono";
import {
  contactExport,
  csvPage,
  decodeExportCursor,
  encodeExportCursor,
  eraseRequestSchema,
  exportPageLimits,
  exportQuerySchema,
  listQuerySchema,
  nextCursorHeader,
  pageRowsHeader,
  signupExport,
  type ListExport,
  type Position,
} from "@ai-leaders/core/audience";
import { adminMessages } from "@ai-leaders/core/messages";
import { addressHash, removedOnly } from "@ai-leaders/core/erasure";
import { erasePerson } from "../../erasure/erase-person.ts";
import type { ApiDeps } from "../deps.ts";
import { errorResponse } from "../../http/index.ts";
import { jsonBody } from "../../http/json-body.ts";
import type { AdminEnv } from "./require-admin.ts";
import { queryParams } from "./query.ts";

/** The log keeps the kinds of record an erasure found, not a row of zeros. */

export function audienceRoutes({ services, access, now, exportPageLimits: pageLimits = exportPageLimits }: ApiDeps) {
  /** One page of an export: the first has the header row, each names the next in a header. */
  async function csvExportPage<Row>(
    c: Context<AdminEnv>,
    cursor: string | undefined,
    { list, columns, positionOf }: ListExport<Row>,
    rowsAfter: (after?: Position) => Promise<AsyncIterable<Row>>,
  ) {
    const after = cursor === undefined ? undefined : decodeExportCursor(list, cursor, access.tokenSecret);
    if (after === null) return errorResponse(c, 400, adminMessages.invalidCursor, { field: "cursor" });
    // An export is the audience leaving the system: logged once, before its first page goes out.
    if (!after) await services.audit.record({ actor: c.get("admin").email, action: "audience.export", target: list }, now());
    const page = await csvPage(await rowsAfter(after), columns, !after, pageLimits);
    const day = now().toISOString().slice(0, 10);
    return c.body(page.csv, 200, {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${list}-${day}.csv"`,
      "cache-control": "no-store",
      [pageRowsHeader]: String(page.rows),
      ...(page.lastBeforeMore && { [nextCursorHeader]: encodeExportCursor(list, positionOf(page.lastBeforeMore), access.tokenSecret) }),
    });
  }

  return new Hono<AdminEnv>()
    .get("/signups", queryParams(listQuerySchema), async (c) => {
      const page = await services.audience.listSignups({ ...c.req.valid("query"), now: now() });
      if (page === "invalid-cursor") return errorResponse(c, 400, adminMessages.invalidCursor, { field: "cursor" });
      return c.json(page, 200);
    })
    .get("/contacts", queryParams(listQuerySchema), async (c) => {
      const page = await services.audience.listContacts(c.req.valid("query"));
      if (page === "invalid-cursor") return errorResponse(c, 400, adminMessages.invalidCursor, { field: "cursor" });
      return c.json(page, 200);
    })
    .get("/signups.csv", queryParams(exportQuerySchema), (c) =>
      csvExportPage(c, c.req.valid("query").cursor, signupExport, (after) => services.audience.signupsAfter(after, now())),
    )
    .get("/contacts.csv", queryParams(exportQuerySchema), (c) =>
      csvExportPage(c, c.req.valid("query").cursor, contactExport, (after) => services.audience.contactsAfter(after)),
    )
    .post("/erase", jsonBody(eraseRequestSchema), async (c) => {
      const { email } = c.req.valid("json");
      const erased = await erasePerson(services, email, access.tokenSecret);
      await services.audit.record(
        {
          actor: c.get("admin").email,
          action: "audience.erase",
          target: addressHash(email, access.tokenSecret),
          details: removedOnly(erased),
        },
        now(),
      );
      return c.json({ erased }, 200);
    });
}
