import { landingPage } from "./page.ts";

export const comingSoonThin = landingPage({
  lang: "en",
  title: "Lumen – Coming soon",
  description: "Something big is coming. Be the first to know.",
  og: { title: "Lumen", description: "Something big is coming.", image: "https://lumen.example/teaser.png" },
  stylesheet: "/teaser.css",
  extraHead: `
    <style>
      body {
        display: grid;
        place-items: center;
        min-height: 100vh;
      }
    </style>
  `,
  main: `
    <img src="/logo.svg" alt="Lumen" />
    <h1>Something big is coming</h1>
    <p>We're building the future of how you work. Be the first to know when we launch.</p>
    <form action="/notify" method="post">
      <label for="email">Email address</label>
      <input id="email" type="email" name="email" required />
      <button type="submit">Notify me</button>
    </form>
    <p>Join thousands already on the waitlist.</p>
    <ul class="teasers">
      <li>Smarter</li>
      <li>Faster</li>
      <li>Simpler</li>
    </ul>
  `,
  footer: `
    <a href="/privacy">Privacy</a>
    <a href="https://social.example/lumen">Follow us</a>
  `,
});
