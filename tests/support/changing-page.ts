// A leader's own landing page on loopback, which its owner improves between two roasts: the kept
// results' tests roast it, change it, and roast it again.
import { createServer } from "node:http";
import { listenOnLoopback } from "./loopback.ts";

/** The page as it starts: no language, no description, a form with no labels. */
export const pageBefore = `<!doctype html><html><head><title>Home</title></head><body><h1>Welcome</h1><p>We do things.</p><form><input name="a"><button>Submit</button></form></body></html>`;
/** The page improved: a clear headline, a description, one call to action, proof. */
export const pageAfter = `<!doctype html><html lang="en"><head><meta name="viewport" content="width=device-width, initial-scale=1"><title>Ledgerly: invoicing for freelancers</title>
<meta name="description" content="Send invoices in two minutes and get paid on time."><link rel="stylesheet" href="/s.css"></head>
<body><h1>Invoicing for freelancers who hate chasing payments</h1><p>Send a clear invoice in two minutes. Ledgerly reminds your clients for you.</p>
<a class="btn" href="/signup">Start free trial</a><p>Trusted by 4,200 freelancers. Rated 4.8 out of 5 from 310 reviews.</p></body></html>`;

export interface ChangingPage {
  /** The page's address, ending in `/`; `${url}slow` is the same page held back. */
  url: string;
  /** What every path answers, read when each request is answered: set it to change the page. */
  html: string;
  /** Lets `/slow` answer: a roast of it stays in progress until then. */
  releaseSlow(): void;
  close(): Promise<void>;
}

export async function startChangingPage(html = pageBefore): Promise<ChangingPage> {
  let releaseSlow!: () => void;
  const slow = new Promise<void>((resolve) => (releaseSlow = resolve));
  const server = createServer((request, response) => {
    const answer = () => response.writeHead(200, { "content-type": "text/html" }).end(page.html);
    if (request.url === "/slow") void slow.then(answer);
    else answer();
  });
  const page: ChangingPage = {
    url: `${await listenOnLoopback(server)}/`,
    html,
    releaseSlow,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return page;
}
