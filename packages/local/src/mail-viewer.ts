// The catcher's viewer at /_mail: the caught mail newest first, one mail with its HTML (in a
// sandboxed frame: a mail is someone else's page), its text and its unsubscribe headers, and JSON
// (every header) for the tests.
import { Hono } from "hono";
import { html } from "hono/html";
import type { HtmlEscapedString } from "hono/utils/html";
import type { CaughtMail, MailCatcher } from "./mail-catcher.ts";

export const mailViewerPath = "/_mail";

const viewerPolicy = "default-src 'none'; style-src 'unsafe-inline'; frame-src 'self'; base-uri 'none'; form-action 'none'";
// The mail's own HTML runs no script and reaches nothing of the site's: a sandboxed, opaque origin.
const mailPolicy =
  "sandbox allow-popups allow-popups-to-escape-sandbox; default-src 'none'; style-src 'unsafe-inline'; img-src https: data:; font-src https: data:";

export function mailViewer(catcher: Pick<MailCatcher, "messages">) {
  const find = (id: string) => catcher.messages().find((mail) => mail.id === id);
  return new Hono()
    .get("/", (c) => {
      c.header("content-security-policy", viewerPolicy);
      return c.html(page("Caught mail", mailList(catcher.messages())));
    })
    .get("/messages", (c) => c.json({ messages: catcher.messages() }))
    .get("/:id", (c) => {
      const mail = find(c.req.param("id"));
      c.header("content-security-policy", viewerPolicy);
      if (!mail) return c.html(page("Not found", html`<p>This mail is gone: the catcher keeps the newest only, in memory.</p>`), 404);
      return c.html(page(mail.subject || "(no subject)", mailView(mail)));
    })
    .get("/:id/html", (c) => {
      const mail = find(c.req.param("id"));
      if (!mail?.html) return c.notFound();
      c.header("content-security-policy", mailPolicy);
      return c.html(mail.html);
    });
}

function mailList(messages: CaughtMail[]) {
  if (messages.length === 0) return html`<p>No mail caught yet. Mail the site sends shows here.</p>`;
  return html`<ul class="mail-list">
    ${messages.map(
      (mail) => html`<li>
        <a href="${mailViewerPath}/${mail.id}">${mail.subject || "(no subject)"}</a>
        <span>to ${mail.to.join(", ")} · ${mail.received_at}</span>
      </li>`,
    )}
  </ul>`;
}

/** The headers a mail provider reads to offer its own Unsubscribe button (RFC 2369, RFC 8058). */
const unsubscribeHeaders = ["List-Unsubscribe", "List-Unsubscribe-Post"];

function mailView(mail: CaughtMail) {
  const headerOf = (name: string) => Object.entries(mail.headers).find(([sent]) => sent.toLowerCase() === name.toLowerCase())?.[1];
  return html`<p><a href="${mailViewerPath}">← All caught mail</a></p>
    <dl>
      <dt>From</dt><dd>${mail.from}</dd>
      <dt>To</dt><dd>${mail.to.join(", ")}</dd>
      <dt>Received</dt><dd>${mail.received_at}</dd>
      ${unsubscribeHeaders.map((name) => {
        const value = headerOf(name);
        return value === undefined ? "" : html`<dt>${name}</dt><dd>${value}</dd>`;
      })}
    </dl>
    ${
      mail.html
        ? html`<h2>HTML</h2>
          <iframe title="The mail's HTML" sandbox="allow-popups allow-popups-to-escape-sandbox" src="${mailViewerPath}/${mail.id}/html"></iframe>`
        : ""
    }
    <h2>Text</h2>
    <pre>${mail.text}</pre>`;
}

function page(title: string, body: HtmlEscapedString | Promise<HtmlEscapedString>) {
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${title} · Mail catcher</title>
        <style>
          :root { color-scheme: light dark; font-family: system-ui, sans-serif; }
          body { max-width: 60rem; margin: 0 auto; padding: 1rem; }
          .mail-list { list-style: none; padding: 0; }
          .mail-list li { padding: 0.5rem 0; border-bottom: 1px solid #8884; display: flex; flex-wrap: wrap; gap: 0 1rem; }
          dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.25rem 1rem; }
          dd { margin: 0; overflow-wrap: anywhere; }
          iframe { width: 100%; height: 36rem; border: 1px solid #8886; }
          pre { white-space: pre-wrap; overflow-wrap: anywhere; }
        </style>
      </head>
      <body>
        <h1>${title}</h1>
        ${body}
      </body>
    </html>`;
}
