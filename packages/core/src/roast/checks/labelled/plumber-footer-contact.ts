import { landingPage } from "./page.ts";

export const plumberFooterContact = landingPage({
  lang: "en-GB",
  title: "Mill Lane Plumbing – Emergency plumber in Stockport",
  description:
    "Burst pipe, leaking boiler or blocked drain? A Gas Safe plumber at your door in Stockport within the hour, day or night. Fixed call-out fee of £65.",
  og: {
    title: "Mill Lane Plumbing – Emergency plumber in Stockport",
    description: "A Gas Safe plumber at your door within the hour, day or night.",
    image: "https://millaneplumbing.example/van.jpg",
  },
  stylesheet: "/css/style.css",
  extraHead: `
    <style>
      .site-footer {
        background: #123;
        color: #fff;
      }
    </style>
  `,
  header: { nav: { "/services": "Services", "/areas": "Areas we cover", "/reviews": "Reviews" } },
  main: `
    <h1>Emergency plumber in Stockport, at your door within the hour</h1>
    <p>
      Burst pipe, leaking boiler or a toilet that won't stop running? We send a Gas Safe registered plumber to homes across Stockport and
      south Manchester, day or night, weekends included.
    </p>
    <a class="btn" href="/book">Book a plumber now</a>
    <h2>What we fix</h2>
    <ul>
      <li>Burst and frozen pipes</li>
      <li>Boiler breakdowns and no hot water</li>
      <li>Blocked sinks, toilets and drains</li>
      <li>Leaking radiators and taps</li>
    </ul>
    <h2>Straight prices</h2>
    <p>A fixed call-out fee of £65, then £45 per half hour. We tell you the price before we start, and parts are charged at cost.</p>
    <h2>Why Stockport calls us</h2>
    <p>Rated 4.8 out of 5 from 420 reviews on Checkatrade. Family-run since 1998, with six vans on the road.</p>
    <blockquote>
      Water pouring through the kitchen ceiling at 2am and Gary was here by 2:40. Calm, tidy and fair. – Sue Farrell, Heaton Moor
    </blockquote>
  `,
  footerClass: "site-footer",
  footer: `
    <p>Mill Lane Plumbing Ltd · Gas Safe registered 561234</p>
    <p>Call us any time on 0161 496 0732</p>
    <p>Unit 4, Mill Lane Works, Stockport SK1 3AB</p>
    <p><a href="/privacy">Privacy</a> · <a href="/terms">Terms</a></p>
  `,
});
