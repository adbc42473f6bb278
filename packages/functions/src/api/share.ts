// A kept result's page as a link preview reads it: /r/{id} is answered here (the edge sends it on
// as /api/share/{id}, infra's sharePage) with the app shell, its head written for this result:
// title, description, the score card as preview image, and noindex. LinkedIn, Slack and X run no
// script, so what they show is what this HTML says; a person's browser then runs the app as usual.
import { Hono } from "hono";
import { siteSecurityHeaders } from "@ai-leaders/infra";
import { productName } from "@ai-leaders/core/brand";
import { headHtml, writeHead } from "@ai-leaders/core/page-head";
import { resultHead, resultPlaceholderHead } from "@ai-leaders/core/roast/store";
import { resultIdPattern } from "@ai-leaders/core/roast/store";
import type { ApiDeps } from "./deps.ts";
import { appShellFrom, type AppShell } from "./app-shell.ts";
import { apiMessages } from "@ai-leaders/core/messages";

export function shareRoutes({ services, siteUrl, now, log }: ApiDeps, appShell: AppShell = appShellFrom(siteUrl)) {
  return new Hono().get("/:id", async (c) => {
    const id = c.req.param("id");
    const result = resultIdPattern.test(id) ? await services.results.get(id, now()) : null;
    const head = result ? resultHead(result) : resultPlaceholderHead(id, "Result not found", apiMessages.resultNotFound);
    let shell: string;
    try {
      shell = await appShell();
    } catch (error) {
      log({ event: "app_shell_unavailable", error: (error as Error).message });
      return c.text("The page could not be loaded. Please try again in a moment.", 503, { "Retry-After": "10" });
    }
    for (const [name, value] of Object.entries(siteSecurityHeaders())) c.header(name, value);
    c.header("X-Robots-Tag", "noindex");
    c.header("Cache-Control", "no-cache");
    return c.html(writeHead(shell, headHtml(head, { origin: siteUrl, name: productName })), result ? 200 : 404);
  });
}
