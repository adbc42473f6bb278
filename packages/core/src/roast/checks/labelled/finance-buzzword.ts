import { landingPage } from "./page.ts";

export const financeBuzzword = landingPage({
  lang: "en",
  title: "Finovia | Reimagine finance",
  description:
    "Finovia is a holistic, AI-driven platform that unlocks seamless, real-time insights and transforms how forward-thinking businesses operate.",
  og: {
    title: "Finovia | Reimagine finance",
    description: "The future of finance, reimagined.",
    image: "https://finovia.example/share.png",
  },
  stylesheet: "/css/finovia.css",
  nav: { "/product": "Product", "/company": "Company", "/login": "Log in" },
  main: `
    <h1>Reimagine the future of finance</h1>
    <p>
      Finovia is a holistic, AI-driven platform that unlocks seamless, real-time insights and transforms how forward-thinking businesses
      operate.
    </p>
    <a class="button" href="/get-started">Get started</a>
    <h2>Innovation without limits</h2>
    <p>
      Our revolutionary engine leverages best-in-class technology to streamline and optimize every financial workflow. Empower your team
      to unleash growth with a scalable, future-proof solution.
    </p>
    <h2>Built for what's next</h2>
    <p>
      From cutting-edge analytics to end-to-end automation, Finovia delivers transformative value across your entire ecosystem. Elevate
      your finance function and supercharge performance.
    </p>
    <h2>Why Finovia?</h2>
    <ul>
      <li>Seamless integrations with a robust ecosystem</li>
      <li>Game-changing, actionable insights</li>
      <li>World-class, enterprise-grade security</li>
    </ul>
    <p>Join thousands of businesses already transforming their finance journey.</p>
    <a class="button" href="/get-started">Get started</a>
  `,
  footer: `
    <a href="/privacy">Privacy</a>
    <a href="/contact">Contact</a>
  `,
});
