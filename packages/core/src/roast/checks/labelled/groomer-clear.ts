import { landingPage } from "./page.ts";

export const groomerClear = landingPage({
  lang: "en-GB",
  title: "Scruff &amp; Shine – Dog grooming in Headingley, Leeds",
  description: "Calm, one-dog-at-a-time grooming in Headingley, Leeds. Full grooms from £38, nail trims from £10. Book online in a minute.",
  canonical: "https://scruffandshine.example/",
  og: {
    title: "Scruff &amp; Shine – Dog grooming in Headingley",
    description: "Calm, one-dog-at-a-time grooming in Leeds.",
    image: "https://scruffandshine.example/og.jpg",
  },
  stylesheet: "/styles.css",
  structuredData:
    '{ "@context": "https://schema.org", "@type": "LocalBusiness", "name": "Scruff & Shine", "telephone": "+44 113 496 0418" }',
  nav: { "/": "Scruff &amp; Shine", "/prices": "Prices", "/faq": "FAQ" },
  main: `
    <h1>Dog grooming in Headingley, one dog at a time</h1>
    <p>
      No cages, no queue of barking dogs. Your dog has the salon to themselves for the whole groom, so nervous dogs and puppies stay calm.
    </p>
    <a class="button" href="/book">Book a groom</a>
    <h2>Prices</h2>
    <ul>
      <li>Full groom (bath, dry, cut, nails): small dogs £38, medium £46, large £55</li>
      <li>Bath and tidy: from £28</li>
      <li>Nail trim: £10, no appointment needed on Saturdays</li>
    </ul>
    <h2>What owners say</h2>
    <p>Rated 4.9 out of 5 from 186 Google reviews.</p>
    <blockquote>Biscuit shakes at the vet's, but she trots in here. Lovely, patient people. – Hannah Webb, Biscuit's owner</blockquote>
    <blockquote>The only groomer our rescue greyhound tolerates. Worth every penny. – Tom Ashworth, Meanwood</blockquote>
    <h2>Find us</h2>
    <address>27 Otley Road, Headingley, Leeds LS6 3AA</address>
    <p>Tuesday to Saturday, 9am to 5pm. Free parking behind the shop.</p>
    <p>Call <a href="tel:+441134960418">0113 496 0418</a> if you have a question before booking.</p>
    <img src="/img/salon.jpg" alt="A spaniel on the grooming table after a bath" />
  `,
  footer: `
    <a href="/privacy">Privacy</a>
    <p>City &amp; Guilds qualified groomers. Fully insured.</p>
  `,
});
