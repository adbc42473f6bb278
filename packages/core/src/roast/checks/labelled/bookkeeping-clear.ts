import { landingPage } from "./page.ts";

export const bookkeepingClear = landingPage({
  lang: "en-GB",
  title: "Tallybook – Bookkeeping for UK sole traders",
  description:
    "Snap your receipts, match your bank and file your Self Assessment without an accountant. Bookkeeping for UK sole traders from £9 a month.",
  canonical: "https://tallybook.example/",
  og: {
    title: "Tallybook – Bookkeeping for UK sole traders",
    description: "Ten minutes a week keeps your books ready for Self Assessment.",
    image: "https://tallybook.example/og.png",
  },
  twitterCard: "summary_large_image",
  stylesheet: "/css/site.css",
  structuredData:
    '{ "@context": "https://schema.org", "@type": "SoftwareApplication", "name": "Tallybook", "offers": { "@type": "Offer", "price": "9", "priceCurrency": "GBP" } }',
  header: {
    logo: '<a href="/"><img src="/img/tallybook.svg" alt="Tallybook" /></a>',
    nav: { "/how-it-works": "How it works", "/pricing": "Pricing", "/login": "Log in" },
  },
  main: `
    <section class="hero">
      <h1>Bookkeeping for UK sole traders, in ten minutes a week</h1>
      <p>
        Snap a photo of each receipt, let Tallybook match it to your bank, and file your Self Assessment without a shoebox or an
        accountant.
      </p>
      <a class="btn btn-primary" href="/signup">Start your free month</a>
      <p class="small">No card needed. Cancel any time.</p>
    </section>
    <section>
      <h2>How it works</h2>
      <h3>1. Connect your bank</h3>
      <p>Link your business account once. Every payment shows up the next morning, sorted into HMRC's categories.</p>
      <h3>2. Snap your receipts</h3>
      <p>Take a photo on your phone. We read the amount and the date and pin it to the right payment.</p>
      <h3>3. File in January</h3>
      <p>Your tax return is filled in from the year's numbers. Check it, press send, and you're done.</p>
    </section>
    <section>
      <h2>Used by 3,100 sole traders</h2>
      <blockquote>
        <p>I used to lose a weekend every January to receipts. This year I filed in forty minutes.</p>
        <footer>Priya Shah, freelance illustrator, Manchester</footer>
      </blockquote>
      <blockquote>
        <p>My old spreadsheet had four tabs and no answers. Tallybook tells me what I owe before I ask.</p>
        <footer>Dan Okoro, electrician, Leeds</footer>
      </blockquote>
    </section>
    <section id="pricing">
      <h2>One plan, £9 a month</h2>
      <p>Everything included: bank feeds, receipt scanning and Self Assessment filing. Your first month is free.</p>
      <a class="btn" href="/signup">Start your free month</a>
    </section>
  `,
  footer: `
    <p>Questions? Email <a href="mailto:help@tallybook.example">help@tallybook.example</a>.</p>
    <p>Recognised by HMRC for Making Tax Digital. Your data is encrypted and stored in the UK.</p>
    <a href="/privacy">Privacy</a>
    <a href="/terms">Terms</a>
  `,
});
