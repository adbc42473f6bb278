import { rotaPage } from "./rota.ts";

export const rotaFakeProof = rotaPage({
  brand: "Shiftly",
  host: "shiftly.example",
  nav: { "/features": "Features", "/pricing": "Pricing", "/login": "Log in" },
  proof: `
    <section>
      <h2>Trusted by teams everywhere</h2>
      <p>Loved by thousands of restaurant owners. Join the growing community of happy customers.</p>
      <div class="reviews">
        <div class="review">
          <span class="stars">★★★★★</span>
          <p>"Amazing app, a total game changer for our team!"</p>
          <p class="who">– Happy customer</p>
        </div>
        <div class="review">
          <span class="stars">★★★★★</span>
          <p>"Best rota tool we've ever used. Highly recommend!"</p>
          <p class="who">– Restaurant owner</p>
        </div>
        <div class="review">
          <span class="stars">★★★★★</span>
          <p>"Saves us so much time every single week."</p>
          <p class="who">– Verified user</p>
        </div>
      </div>
    </section>
  `,
  talkToUs: `<a href="mailto:hello@shiftly.example">hello@shiftly.example</a> or <a href="tel:+442079460987">020 7946 0987</a>`,
});
