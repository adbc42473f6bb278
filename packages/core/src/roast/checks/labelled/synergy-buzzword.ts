import { landingPage } from "./page.ts";

export const synergyBuzzword = landingPage({
  lang: "en",
  title: "Synergia – Next-generation workforce synergy",
  description:
    "Synergia is the AI-powered people platform built for forward-thinking organizations that want to unlock the full potential of their workforce.",
  canonical: "https://synergia.example/",
  og: {
    title: "Synergia – Next-generation workforce synergy",
    description: "Empower your workforce journey with cutting-edge AI.",
    image: "https://synergia.example/og.png",
  },
  twitterCard: "summary_large_image",
  stylesheet: "/static/app.css",
  structuredData: '{ "@context": "https://schema.org", "@type": "Organization", "name": "Synergia", "url": "https://synergia.example/" }',
  extraHead: `<script src="/static/app.js" defer></script>`,
  header: { nav: { "/platform": "Platform", "/solutions": "Solutions", "/pricing": "Pricing", "/contact": "Contact" } },
  main: `
    <section class="hero">
      <h1>Next-generation synergy for the modern enterprise</h1>
      <p>Synergia leverages cutting-edge AI to empower your workforce journey.</p>
      <a class="btn btn-primary" href="/demo">Request a demo</a>
    </section>
    <section>
      <h2>Unlock the full potential of your people</h2>
      <p>
        Our holistic platform seamlessly connects every touchpoint of the employee experience, so you can streamline processes, elevate
        engagement and drive transformative outcomes at scale.
      </p>
    </section>
    <section>
      <h2>Seamless. Scalable. Future-proof.</h2>
      <h3>Intelligent insights</h3>
      <p>Harness actionable, data-driven insights that empower leaders to make smarter decisions, faster.</p>
      <h3>End-to-end orchestration</h3>
      <p>Streamline mission-critical workflows with a robust, best-in-class engine that adapts to your unique ecosystem.</p>
      <h3>Frictionless collaboration</h3>
      <p>Break down silos and unleash the power of synergy across your organization.</p>
    </section>
    <section>
      <h2>Trusted by teams everywhere</h2>
      <p>Loved by thousands of forward-thinking companies around the world.</p>
      <blockquote>"Synergia has completely transformed the way we work. A true game-changer!" – Head of People</blockquote>
    </section>
    <section>
      <h2>Ready to reimagine the future of work?</h2>
      <a class="btn" href="/demo">Request a demo</a>
    </section>
  `,
  footer: `
    <a href="/privacy">Privacy</a>
    <a href="/contact">Contact us</a>
    <p>© 2026 Synergia Inc.</p>
  `,
});
