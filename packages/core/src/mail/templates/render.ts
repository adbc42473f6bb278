// One component, two bodies: the HTML, and the plain text read from that same HTML.
import { render, toPlainText } from "@react-email/render";
import type { ReactElement } from "react";

export interface RenderedMail {
  html: string;
  text: string;
}

export async function renderMail(message: ReactElement): Promise<RenderedMail> {
  const html = await render(message);
  return { html, text: toPlainText(html) };
}
