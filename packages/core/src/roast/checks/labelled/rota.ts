// Two rota apps for restaurants, one page but for their proof: rota-strong-proof.ts and
// rota-fake-proof.ts differ only in their name, address, a link and the section that proves the
// claim, so a score that differs between them is the proof's doing. This is the page they share.
import { landingPage, type Links } from "./page.ts";

export interface RotaSite {
  brand: string;
  /** The site's host: its canonical address and share image live there. */
  host: string;
  nav: Links;
  /** The section between the hero and "What you get". */
  proof: string;
  /** How to reach them, after "Talk to us:" in the footer. */
  talkToUs: string;
}

export function rotaPage({ brand, host, nav, proof, talkToUs }: RotaSite): string {
  return landingPage({
    lang: "en-GB",
    title: `${brand} – Staff rotas for restaurants in minutes`,
    description:
      "Build next week's staff rota in minutes, swap shifts from your phone and keep wages inside budget. Rota software for restaurants and cafés.",
    canonical: `https://${host}/`,
    og: {
      title: `${brand} – Staff rotas for restaurants`,
      description: "Next week's rota in minutes, with wages inside budget.",
      image: `https://${host}/og.png`,
    },
    twitterCard: "summary_large_image",
    stylesheet: "/assets/main.css",
    extraHead: `<script src="/assets/app.js" defer></script>`,
    header: { nav },
    main: [hero, proof, whatYouGet, pricing],
    footer: `
      <p>Talk to us: ${talkToUs}</p>
      <a href="/privacy">Privacy policy</a>
      <a href="/terms">Terms</a>
    `,
  });
}

const hero = `
  <section class="hero">
    <h1>Staff rotas for restaurants, built in minutes instead of hours</h1>
    <p>
      Drag shifts onto next week, see the wage bill change as you go, and send the rota to every phone in the team. Staff swap shifts in
      the app; you approve with one tap.
    </p>
    <a class="btn btn-primary" href="/trial">Start your 14-day free trial</a>
  </section>
`;

const whatYouGet = `
  <section>
    <h2>What you get</h2>
    <h3>Rotas in minutes</h3>
    <p>Copy last week, adjust for bookings, and publish. Clashes and rest-break breaches are flagged before you send.</p>
    <h3>Wages inside budget</h3>
    <p>Set a weekly wage target. The rota shows what every shift costs, so you stay inside it.</p>
    <h3>Shift swaps without the group chat</h3>
    <p>Staff offer and pick up shifts in the app. You see every swap and approve it with one tap.</p>
  </section>
`;

const pricing = `
  <section>
    <h2>Pricing</h2>
    <p>£2.50 per staff member per month. No setup fee, cancel any time.</p>
    <a class="btn" href="/trial">Start your 14-day free trial</a>
  </section>
`;
