// The yardstick for the API's cold start: the smallest Hono app on Lambda, built the same way.
import { Hono } from "hono";
import { handle } from "hono/aws-lambda";

export const handler = handle(new Hono().get("/api/ping", (c) => c.json({ ok: true })));
