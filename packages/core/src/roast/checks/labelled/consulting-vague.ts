import { landingPage } from "./page.ts";

export const consultingVague = landingPage({
  lang: "en",
  title: "Northbridge Partners – Your partner for what's next",
  description:
    "Northbridge Partners helps businesses grow. We bring experience, passion and a fresh perspective to every challenge. Let's build something great.",
  canonical: "https://northbridge.example/",
  og: { title: "Northbridge Partners", description: "Your partner for what's next.", image: "https://northbridge.example/og.jpg" },
  stylesheet: "/assets/site.css",
  header: { nav: { "/about": "About", "/approach": "Approach", "/contact": "Contact" } },
  main: `
    <section class="hero">
      <h1>Your partner for what's next</h1>
      <p>We help businesses grow. Whatever your next chapter looks like, we'll be there every step of the way.</p>
      <a class="btn" href="/contact">Get in touch</a>
    </section>
    <section>
      <h2>Who we are</h2>
      <p>
        We're a team of experienced people who care about doing great work. We listen first, then we roll up our sleeves. Every client is
        different, so every answer is different too.
      </p>
    </section>
    <section>
      <h2>How we help</h2>
      <p>
        We bring experience, passion and a fresh perspective to every challenge. Together we find what matters, focus on it and make it
        happen. The result is a business that is ready for the future.
      </p>
      <p>Big or small, new or established, we'd love to hear your story.</p>
    </section>
    <section>
      <h2>Why us</h2>
      <ul>
        <li>People who care</li>
        <li>Results that last</li>
        <li>A partnership, not a project</li>
      </ul>
      <p>Trusted by leading businesses.</p>
    </section>
    <section>
      <h2>Let's build something great together</h2>
      <a class="btn" href="/contact">Get in touch</a>
    </section>
  `,
  footer: `
    <p>hello@northbridge.example</p>
    <a href="/privacy">Privacy</a>
  `,
});
