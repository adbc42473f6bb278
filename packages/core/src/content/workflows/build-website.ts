import type { GuideContents, StepCard } from "../types.ts";

const briefPrompt = `Act as a senior conversion copywriter helping me write the brief for a landing page for [your business]. Interview me before you write anything.

Ask me these questions one at a time, and push back when an answer is vague:
1. Who is the one visitor this page is for: their role, their company and the moment they arrive?
2. What problem do they have today, in their words, and what does it cost them?
3. What is the single action the page must get them to take?
4. What do we offer, and why should they believe us: customers, results we have measured, credentials?
5. What objections stop them from acting, and how do we answer each one honestly?
6. Which sites do I like the look of, and what are my brand colours and tone of voice?

Then write a one-page brief with: the target visitor, the promise in one sentence, a headline and subheadline, three benefit statements, the proof points, the answers to the top three objections, the call to action, and the visual direction. Use only facts I gave you; where something is missing, mark it as a question for me instead of inventing it.`;

const buildPrompt = `Build a conversion-focused landing page for [your business], which helps [target customer] to [main outcome].

Page goal: get visitors to [primary action, such as book a call or join the waitlist]. Every section should move them towards that one action.

Sections, in order:
1. Hero: the headline "[your headline]", the subheadline "[your subheadline]", the primary button, and a slot for a product image or photo.
2. Problem: three short statements of the pain [target customer] feels today, in their own words.
3. How it works: three numbered steps from first contact to result.
4. Benefits: three cards, each with an icon, a short title and one sentence on the outcome.
5. Proof: a logo strip and two testimonial cards using [your proof points].
6. Objections: an FAQ accordion answering [your top three objections] plainly.
7. Final call to action repeating the primary button, then a footer with contact details and links to [your social profiles].

Form: name, work email and company, stored in a database table, followed by a thank-you message that says what happens next.

Style: [your brand colours], a clean sans-serif font, generous white space, mobile-first and fast to load. Use semantic headings, alt text on every image and colour contrast that meets WCAG AA. Write plain, confident copy with no hype and no invented figures.

When done, list what you built and suggest three changes that could raise the sign-up rate.`;

export const buildWebsiteSteps: StepCard[] = [
  {
    title: "Know what you want",
    description:
      "Before you open a website builder, decide who the page is for, what it must get them to do and why they should believe you. A builder can only be as sharp as the brief you give it.",
    tasks: [
      "Name the one visitor you are building for: their role, their problem and what they are trying to get done.",
      "Choose the single action the page must drive, such as booking a call, joining a waitlist or buying.",
      "Write a headline that states the outcome the visitor gets, and a subheadline that says how.",
      "List three proof points you can stand behind: customer names, results you have measured, credentials.",
      "Collect your logo, brand colours and two or three websites whose look you like.",
    ],
    example:
      "A fractional CFO firm for venture-backed startups. Visitor: a founder who has just raised a first institutional round. Action: book a 20-minute call. Headline: Board-ready financials in your first month. Proof: three client logos and a quote from a founder.",
    prompt: briefPrompt,
    promptPreview: "Act as a senior conversion copywriter helping me write the brief for a landing page for [your business].",
    colour: "blue",
  },
  {
    title: "Build & Launch",
    description:
      "Turn the brief into a live page with a web-app builder such as Lovable, review it as a visitor would, then publish it and start measuring.",
    tasks: [
      "Open Lovable (or another web-app builder), start a new project and paste the prompt with your brief filled in.",
      "Review the first version on a phone and on a laptop, and read every line of copy as your target visitor.",
      "Ask for specific changes one at a time, such as shortening the headline or moving the testimonials above the FAQ, rather than asking for a redesign.",
      "Submit a test entry through the form and confirm it is stored and the thank-you message appears.",
      "Publish, connect your own domain, and add an analytics tool so you can see visits and sign-ups.",
      "Paste the live URL into the Roast Landing Page box below for blunt feedback before you send traffic to it.",
    ],
    example:
      "Paste the prompt, then follow up with: Make the hero headline shorter, move the testimonials directly under the hero, and change the button text to Book a 20-minute call.",
    prompt: buildPrompt,
    promptPreview: "Build a conversion-focused landing page for [your business], which helps [target customer] to [main outcome].",
    colour: "green",
  },
];

export const buildWebsiteGuide: GuideContents["build-website"] = { guide: "build-website", steps: buildWebsiteSteps };
