import { landingPage } from "./page.ts";

export const tutoringNoCallToAction = landingPage({
  lang: "en-GB",
  title: "Bath Maths Tutors – GCSE and A-level maths tutoring in Bath",
  description: "One-to-one maths tutoring for GCSE and A-level students in Bath, at home or online, with qualified teachers. £40 an hour.",
  og: {
    title: "Bath Maths Tutors",
    description: "One-to-one GCSE and A-level maths tutoring in Bath.",
    image: "https://bathmaths.example/og.jpg",
  },
  stylesheet: "/style.css",
  nav: { "/": "Home", "/tutors": "Our tutors", "/prices": "Prices" },
  main: `
    <h1>Maths tutoring for GCSE and A-level students in Bath</h1>
    <p>
      One-to-one lessons with qualified maths teachers, at your kitchen table or online. We work from your child's exam board and the
      topics their school has flagged, so every hour goes where it's needed.
    </p>
    <h2>How lessons work</h2>
    <p>
      The first lesson finds the gaps: we go through a past paper together and agree three topics to fix first. After each lesson you get
      a short note on what was covered and what to practise.
    </p>
    <p>Most students meet their tutor once a week from September to the exams. Lessons last an hour.</p>
    <h2>Our tutors</h2>
    <p>
      All eight tutors are qualified secondary maths teachers with an enhanced DBS check. Between them they have marked GCSE papers for
      AQA and Edexcel for over forty years.
    </p>
    <h2>Results</h2>
    <p>Last summer, 41 of our 46 GCSE students went up at least two grades from their mock results.</p>
    <blockquote>
      Ella went from a 4 in her mock to a 7 in the real thing. She actually likes maths now. – Claire Morgan, parent, Larkhall
    </blockquote>
    <h2>Prices</h2>
    <p>£40 an hour at home in Bath, £35 an hour online. No contracts: pay for each month's lessons at the start of the month.</p>
  `,
  footer: `
    <p>Bath Maths Tutors, 9 Walcot Street, Bath BA1 5BG</p>
    <p>lessons@bathmaths.example</p>
    <a href="/privacy">Privacy</a>
  `,
});
