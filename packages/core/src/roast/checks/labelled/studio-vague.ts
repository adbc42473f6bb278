import { landingPage } from "./page.ts";

export const studioVague = landingPage({
  lang: "en",
  title: "Studio Ember",
  description: "We make good things happen. A small studio with big ideas.",
  og: { title: "Studio Ember", image: "https://studioember.example/og.jpg" },
  stylesheet: "/ember.css",
  extraHead: `<script src="https://cdn.example/animate.js" defer></script>`,
  nav: { "/": "Studio Ember", "/work": "Work", "/about": "About" },
  main: `
    <h1>Making good things happen</h1>
    <p>We're a small studio with big ideas. We believe in doing things properly, and in people who care about the details.</p>
    <h2>What we do</h2>
    <p>
      We help brands find their voice and make things that matter. Whatever you're working on, we bring energy, curiosity and craft to it.
      No two projects are the same, and that's how we like it.
    </p>
    <h2>How we work</h2>
    <p>
      We start by listening. Then we explore, try things and make them better together with you, until it feels right. Simple as that.
    </p>
    <h2>Our values</h2>
    <ul>
      <li>Curiosity over certainty</li>
      <li>Craft over shortcuts</li>
      <li>People over process</li>
    </ul>
    <p>Loved by clients big and small.</p>
    <h2>Say hello</h2>
    <p>Got something in mind? We'd love to hear from you.</p>
    <a href="/contact">Let's talk</a>
  `,
  footer: `
    <p>© Studio Ember</p>
    <a href="/privacy">Privacy</a>
  `,
});
