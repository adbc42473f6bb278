import { landingPage } from "./page.ts";

export const coffeeGenericCallToAction = landingPage({
  lang: "en-GB",
  title: "Harbourside Roasters – Coffee beans roasted in Bristol, delivered fortnightly",
  description:
    "Speciality coffee beans roasted in Bristol and posted to you every two weeks, whole or ground for your brewer. From £8.50 a bag.",
  og: {
    title: "Harbourside Roasters",
    description: "Coffee beans roasted in Bristol, delivered every two weeks.",
    image: "https://harbourside.example/beans.jpg",
  },
  stylesheet: "/shop.css",
  nav: { "/": "Harbourside Roasters", "/coffees": "Our coffees", "/wholesale": "Wholesale" },
  main: `
    <h1>Coffee beans roasted in Bristol, at your door every two weeks</h1>
    <p>
      We roast on Mondays and post on Tuesdays, so your beans arrive within four days of roasting. Choose whole beans or a grind that
      suits your cafetière, espresso machine or filter.
    </p>
    <a class="btn" href="/subscription">Learn more</a>
    <h2>How the subscription works</h2>
    <p>
      Pick a coffee, or let us choose a new one each time. Skip, pause or cancel from your account whenever you like. Postage is free.
    </p>
    <h2>This fortnight's coffees</h2>
    <ul>
      <li>Huila, Colombia: milk chocolate and red apple, £8.50 for 250g</li>
      <li>Sidama, Ethiopia: peach and jasmine, £9.50 for 250g</li>
      <li>Harbour Blend: dark chocolate and hazelnut, £8.50 for 250g</li>
    </ul>
    <h2>From our customers</h2>
    <p>Rated 4.8 out of 5 from 1,120 reviews on Trustpilot.</p>
    <blockquote>The Huila is the best coffee I've had at home, and it's never stale. – Ravi Patel, Clifton</blockquote>
    <p>Want to know more? <a href="/about">Click here</a></p>
  `,
  footer: `
    <p>Harbourside Roasters, Unit 2, Wapping Wharf, Bristol BS1 4RH</p>
    <p><a href="mailto:beans@harbourside.example">beans@harbourside.example</a></p>
    <a href="/privacy">Privacy</a>
  `,
});
