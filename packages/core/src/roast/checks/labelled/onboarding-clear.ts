import { landingPage } from "./page.ts";

export const onboardingClear = landingPage({
  lang: "en",
  title: "Firstday – Onboarding checklists for HR teams",
  description:
    "Firstday sends every new hire's laptop, accounts and first-week plan to the right people, so HR teams at 50 to 500 person companies stop chasing.",
  canonical: "https://firstday.example/",
  og: {
    title: "Firstday – Onboarding checklists for HR teams",
    description: "Every new hire ready on day one, without the spreadsheet.",
    image: "https://firstday.example/og.png",
  },
  twitterCard: "summary_large_image",
  stylesheet: "/static/site.css",
  extraHead: `<script src="/static/site.js" defer></script>`,
  header: { nav: { "/how-it-works": "How it works", "/pricing": "Pricing", "/login": "Log in" } },
  main: `
    <section class="hero">
      <h1>Onboarding checklists for HR teams at 50 to 500 person companies</h1>
      <p>
        Add a new hire once. Firstday asks IT for the laptop, the manager for a first-week plan and finance for payroll details, and
        chases each of them until it's done.
      </p>
      <a class="btn btn-primary" href="/demo">Book a 20-minute demo</a>
    </section>
    <section>
      <h2>Day one, sorted</h2>
      <h3>One checklist per role</h3>
      <p>Start from our templates for engineers, sales and support, or write your own. Each task has an owner and a due date.</p>
      <h3>Reminders that do the chasing</h3>
      <p>Owners get a Slack or email nudge two days before a task is due, and you see what's late at a glance.</p>
      <h3>Works with your HR system</h3>
      <p>New hires arrive from BambooHR, Personio or HiBob the moment their contract is signed.</p>
    </section>
    <section>
      <h2>Used by 640 HR teams</h2>
      <blockquote>
        <p>We hired 90 people last year and not one of them started without a laptop. That never happened before Firstday.</p>
        <footer>Grace Liu, Head of People, Northwind Logistics</footer>
      </blockquote>
      <blockquote>
        <p>I got my Mondays back. The checklists chase IT so I don't have to.</p>
        <footer>Samuel Adeyemi, HR Manager, Brightwater Dental Group</footer>
      </blockquote>
    </section>
    <section>
      <h2>Pricing</h2>
      <p>£4 per employee per month, billed yearly. Free for your first three new hires.</p>
      <a class="btn" href="/demo">Book a 20-minute demo</a>
    </section>
  `,
  footer: `
    <p>Email <a href="mailto:team@firstday.example">team@firstday.example</a></p>
    <p>SOC 2 Type II audited. Data hosted in the EU.</p>
    <a href="/privacy">Privacy</a>
  `,
});
