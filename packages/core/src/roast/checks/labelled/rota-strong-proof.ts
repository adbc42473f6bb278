import { rotaPage } from "./rota.ts";

export const rotaStrongProof = rotaPage({
  brand: "Rotaly",
  host: "rotaly.example",
  nav: { "/features": "Features", "/pricing": "Pricing", "/customers": "Customers", "/login": "Log in" },
  proof: `
    <section>
      <h2>Used by 1,240 restaurants across the UK and Ireland</h2>
      <p>
        <img src="/logos/pasta-nostra.svg" alt="Pasta Nostra" />
        <img src="/logos/green-kitchen.svg" alt="The Green Kitchen" />
        <img src="/logos/brew-and-bun.svg" alt="Brew &amp; Bun" />
      </p>
      <figure>
        <blockquote>
          <p>Our head chef used to spend Sunday night on the rota. Now it takes twenty minutes, and nobody turns up on the wrong day.</p>
        </blockquote>
        <figcaption>Marco Bellini, Operations Manager, Pasta Nostra (14 sites)</figcaption>
      </figure>
      <figure>
        <blockquote>
          <p>We cut overtime by 18% in the first quarter because I could finally see the wage bill while planning.</p>
        </blockquote>
        <figcaption>Aisha Rahman, General Manager, Brew &amp; Bun, Dublin</figcaption>
      </figure>
      <p>Rated 4.7 out of 5 from 390 reviews on Capterra. <a href="/customers/brew-and-bun">Read the Brew &amp; Bun case study</a></p>
    </section>
  `,
  talkToUs: `<a href="mailto:hello@rotaly.example">hello@rotaly.example</a> or <a href="tel:+442079460321">020 7946 0321</a>`,
});
