// Audience: newsletter signups and contact messages, their CSV exports, and erasure on request.
import { Hono, type Context } from "hono";
import { csvStream, eraseRequestSchema, erasureTarget, listQuerySchema, type CsvColumn, type ContactRow, type SignupRow } from "@ai-leaders/core/audience";
import { adminMessages } from "@ai-leaders/core/messages";
import type { ApiDeps } from "../deps.ts";
import { errorResponse, jsonBody } from "../../http/index.ts";
import type { AdminEnv } from "./require-admin.ts";
import { queryParams } from "./query.ts";

const deliveryColumns = <Row extends SignupRow>(): Array<CsvColumn<Row>> => [
  { header: "delivery", value: (row) => row.relay_status },
  { header: "delivery_error", value: (row) => row.relay_error },
];
const signupColumns: Array<CsvColumn<SignupRow>> = [
  { header: "email", value: (row) => row.email },
  { header: "signed_up_at", value: (row) => row.created_at },
  ...deliveryColumns<SignupRow>(),
];
const contactColumns: Array<CsvColumn<ContactRow>> = [
  { header: "email", value: (row) => row.email },
  { header: "sent_at", value: (row) => row.created_at },
  { header: "subject", value: (row) => row.subject },
  { header: "message", value: (row) => row.message },
  ...deliveryColumns<ContactRow>(),
];

export function audienceRoutes({ services, access, now }: ApiDeps) {
  /** An export is the audience leaving the system: logged before the first byte goes out. */
  async function csvDownload<Row>(c: Context<AdminEnv>, list: "signups" | "contacts", rows: AsyncIterable<Row>, columns: Array<CsvColumn<Row>>) {
    await services.audit.record({ actor: c.get("admin").email, action: "audience.export", target: list }, now());
    const day = now().toISOString().slice(0, 10);
    return c.body(csvStream(rows, columns), 200, {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${list}-${day}.csv"`,
      "cache-control": "no-store",
    });
  }

  return new Hono<AdminEnv>()
    .get("/signups", queryParams(listQuerySchema), async (c) => {
      const page = await services.audience.listSignups(c.req.valid("query"));
      if (page === "invalid-cursor") return errorResponse(c, 400, adminMessages.invalidCursor, { field: "cursor" });
      return c.json(page, 200);
    })
    .get("/contacts", queryParams(listQuerySchema), async (c) => {
      const page = await services.audience.listContacts(c.req.valid("query"));
      if (page === "invalid-cursor") return errorResponse(c, 400, adminMessages.invalidCursor, { field: "cursor" });
      return c.json(page, 200);
    })
    .get("/signups.csv", async (c) => csvDownload(c, "signups", await services.audience.allSignups(), signupColumns))
    .get("/contacts.csv", async (c) => csvDownload(c, "contacts", await services.audience.allContacts(), contactColumns))
    .post("/erase", jsonBody(eraseRequestSchema), async (c) => {
      const { email } = c.req.valid("json");
      const erased = await services.audience.erase(email);
      await services.audit.record(
        { actor: c.get("admin").email, action: "audience.erase", target: erasureTarget(email, access.tokenSecret), details: erased },
        now(),
      );
      return c.json({ erased }, 200);
    });
}
