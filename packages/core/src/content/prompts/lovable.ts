// The Lovable library (spec §3): ten ready-to-paste prompts that describe a specific web app to
// build in Lovable, written so a non-technical founder gets a good first version.
import { checkedDec2026, checkedNov2026, sources } from "../sources.ts";
import type { LargePromptLibrary } from "../types.ts";
import { libraryHeadings } from "../../library-headings/index.ts";

export const lovableLibrary: LargePromptLibrary = {
  kind: "large",
  tool: "lovable",
  ...libraryHeadings.lovable,
  prompts: [
    {
      title: "Personal Portfolio Website",
      description:
        "A polished portfolio site with your story, selected work and a contact form that saves every enquiry. Ideal for leaders who want a credible personal presence online in an afternoon.",
      category: "Portfolio",
      timeEstimate: "3-5 min",
      timeBasis: [
        { step: "Fill in the fields, with your background and three projects to hand", minutes: [1, 2] },
        { step: "Lovable builds the first version: the Home page and the Work grid", minutes: [1, 2] },
        { step: "Click through the first version and read Lovable's summary", minutes: [1, 1] },
      ],
      prompt: `You are a senior product designer and front-end developer building a personal portfolio website in Lovable for a non-technical professional.

Context: The site is for [your name], a [your role or title] based in [city or region]. Its goal is to win the attention of [target audience, such as clients, recruiters or event organisers] and get them to [main action, such as book a call or send an enquiry]. Visual style: [visual style, such as minimal and editorial], with brand colours [brand colours] and a clean sans-serif font.

Task:
1. Build a Home page with a hero section: name, a one-line headline "[your headline]", a professional photo slot and a clear call-to-action button.
2. Add an About section with a short biography of [your background in two or three sentences] and a row of key strengths.
3. Create a Work page with a filterable grid of project cards (title, one-line summary, category, year, cover image) and a detail page for each project covering the challenge, the approach and the result.
4. Add a Testimonials section with three quote cards. Do not invent testimonials, names, logos or numbers: fill each card with a clearly marked placeholder such as "[Testimonial: client name, role, quote — replace before launch]" that I replace with a real quote I have permission to use.
5. Add a Contact page with a form (name, email, message) that validates input and stores each message in a database table, then shows a friendly confirmation.
6. Add a footer with links to [your social profiles].

Data: store projects (title, summary, category, year, image, link) and contact messages in the built-in database, and add a simple login-protected page where I can add or edit projects without touching code.

Constraints: mobile-first and fully responsive; semantic headings, alt text on every image, visible keyboard focus and colour contrast that meets WCAG AA; no stock jargon in the copy.

Deliver first: the Home page and the Work grid filled with these projects: [list three of your projects]. Then reply with a short list of what you built, the tables you created and three suggested next improvements.`,
      exampleOutput: `What I built
- Home: hero with "Priya Nordholm", the headline "Operations that hold up after your next funding round", a photo slot and a "Book a 20-minute call" button.
- About: a three-sentence biography and a strengths row: Operating cadence, Board reporting, Post-merger integration.
- Work: a grid filtered by Scale-up, Turnaround and Integration, with three project cards:
1. Harbourline Freight, 2025: month-end close cut from 12 to 5 working days.
2. Larkmead Dental Group, 2024: four acquired practices moved onto one rota and one finance system.
3. Thistlecombe Bakeries, 2023: a weekly operating review that replaced three overlapping meetings.
- Testimonials: three cards, each reading "Testimonial: client name, role and quote to be supplied by Priya before launch".
- Contact: name, email and message, validated and saved, then "Thank you. Priya will reply by email."

Tables created
- projects: title, summary, category, year, image, link
- contact_messages: name, email, message, created_at
- /admin, behind a login, where you add or edit projects without code.

Suggested next improvements
1. Email you a copy of every new enquiry.
2. Add a Speaking section with past talks for event organisers.
3. Add a downloadable one-page credentials PDF.`,
      exampleInput: {
        filled: {
          "your name": "Priya Nordholm",
          "your role or title": "fractional chief operating officer",
          "city or region": "Bristol",
          "target audience, such as clients, recruiters or event organisers": "founders of funded scale-ups",
          "main action, such as book a call or send an enquiry": "book a 20-minute call",
          "visual style, such as minimal and editorial": "minimal and editorial",
          "brand colours": "deep green and warm white",
          "your headline": "Operations that hold up after your next funding round",
          "your background in two or three sentences":
            "Twelve years running operations in logistics and healthcare, the last five as an interim COO. I build the operating cadence and board reporting a company needs after a funding round or a merger.",
          "Testimonial: client name, role, quote — replace before launch":
            "left as it stands: each card keeps this marked slot until a client gives permission to quote them",
          "your social profiles": "LinkedIn and a newsletter",
          "list three of your projects":
            "Harbourline Freight 2025, month-end close from 12 to 5 days; Larkmead Dental Group 2024, four acquired practices on one rota and finance system; Thistlecombe Bakeries 2023, a weekly operating review replacing three meetings",
        },
      },
      checks: [
        "Every project, year and result on the Work grid is one you gave, and the testimonial cards still show the marked placeholder, not an invented quote, name or logo.",
        "Send the contact form once with your own email: the confirmation shows, and the message appears in the table Lovable says it created.",
        "Open the page for editing projects in a private window: it asks you to log in before anyone can change anything.",
      ],
      whyItWorks:
        "A role, one named audience and one main action focus the copy, numbered pages and a named data model give Lovable a build order, and the placeholder rule stops it inventing social proof.",
      followUp:
        "Email me a copy of every new contact message, add a hidden honeypot field to the contact form to stop spam bots, and on phones place my photo below the headline and make the call-to-action button full width. Then list what changed and anything I need to set up outside Lovable.",
    },
    {
      title: "Startup Landing Page",
      description:
        "A conversion-focused landing page that explains your offer, proves it with social evidence and captures sign-ups into a waitlist. You get a page ready to share with early customers and investors.",
      category: "Business",
      timeEstimate: "4-6 min",
      timeBasis: [
        { step: "Fill in the fields, with your offer and your customers' problem to hand", minutes: [1, 2] },
        { step: "Lovable builds the first version: the whole page with draft copy", minutes: [2, 3] },
        { step: "Read the draft copy and click through the page", minutes: [1, 1] },
      ],
      prompt: `You are a conversion-focused product designer and developer building a startup landing page in Lovable for a founder who does not write code.

Context: The startup is [company name], which helps [target audience] to [core benefit] by [how the product works in one sentence]. The main problem customers face today is [customer problem]. The single goal of the page is to get visitors to [primary call-to-action, such as join the waitlist or book a demo]. Visual style: [visual style, such as bold and modern], brand colours [brand colours], logo [logo description or file].

Task:
1. Build a hero section with a benefit-led headline, a one-sentence sub-headline, the primary call-to-action button and a product screenshot or illustration slot.
2. Add a "Problem" section that names the pain in the customer's own words, then a "How it works" section with three numbered steps.
3. Add a features grid with six feature cards, each with an icon, a short title and one sentence of benefit.
4. Add social proof: a logo strip for [customers, partners or press], plus three testimonial cards. Never invent testimonials, reviews, client logos or figures: use clearly marked placeholders such as "[Testimonial: customer name, role, quote — replace before launch]" and "[Client logo — replace before launch]" that I fill with real, permitted content.
5. Add a pricing section with [number of plans] plans, a highlighted recommended plan and a monthly or yearly toggle.
6. Add an FAQ accordion with six common objections answered honestly.
7. Add a sign-up form (name, work email, company, role) that stores each lead in a database table and shows a thank-you message.

Constraints: one clear primary action repeated in the hero, mid-page and footer; fast-loading, mobile-first and responsive; semantic HTML, alt text, keyboard-accessible accordion and toggle, WCAG AA contrast; plain, confident copy without hype.

Deliver first: the complete page top to bottom with draft copy written for [target audience]. Then reply with the sections built, where leads are stored, and three ideas to raise the conversion rate.`,
      exampleOutput: `Hero
Headline: Fill tomorrow's empty shift before you leave tonight
Sub-headline: Rotaloop messages your own approved bank staff, qualified and nearest first, and confirms the first yes.
Button: Join the waitlist
Screenshot slot: an open shift request on a phone

Problem
It is 9pm, the early shift is one carer short, and you are ringing down a list from your own phone.

How it works
1. Upload your bank staff list once.
2. Post the open shift in two taps.
3. Rotaloop confirms cover and updates the rota.

Social proof
- Logo strip: four slots marked "Client logo: to be supplied before launch"
- Three cards marked "Testimonial: care-home manager name, role and quote to be supplied by the client"

Pricing, with a monthly or yearly toggle
- Single Home, and Group (highlighted as recommended)
- Each price reads "Price: to be set before launch" until you give me the figures

Sections built
Hero, Problem, How it works, six features, social proof, pricing, FAQ and sign-up, with "Join the waitlist" in the hero, after pricing and in the footer.

Where leads are stored
Table waitlist_leads: name, work_email, company, role, created_at.

Ideas to raise the conversion rate
1. Ask only for a work email in the hero and collect the rest on the thank-you screen.
2. Add a short walkthrough video beside the three steps.
3. Test a headline that names the cost of a shift covered by an agency.`,
      exampleInput: {
        filled: {
          "company name": "Rotaloop",
          "target audience": "care-home managers",
          "core benefit": "fill last-minute shift gaps without agency staff",
          "how the product works in one sentence":
            "messaging their own approved bank staff, qualified and nearest first, and confirming the first yes",
          "customer problem": "ringing round staff from a personal phone late at night to cover tomorrow's shifts",
          "primary call-to-action, such as join the waitlist or book a demo": "join the waitlist",
          "visual style, such as bold and modern": "bold and modern",
          "brand colours": "teal and coral",
          "logo description or file": "a loop-shaped arrow around a calendar square",
          "customers, partners or press": "none yet",
          "Testimonial: customer name, role, quote — replace before launch":
            "left as it stands: marked slots until customers agree to be quoted",
          "Client logo — replace before launch": "left as it stands: marked slots until customers agree to show their logos",
          "number of plans": "2",
        },
      },
      checks: [
        "No logo, testimonial, customer count or price appears that you did not give: every proof slot and price reads as a marked placeholder.",
        "The primary call to action appears in the hero, mid-page and footer, and all three lead to the same sign-up form.",
        "Sign up once with a test email and find that row in the leads table Lovable named.",
      ],
      whyItWorks:
        "It fixes one conversion goal and a problem-to-proof section order, forces the primary action to repeat three times, and makes Lovable mark proof slots instead of fabricating logos, reviews or figures.",
      followUp:
        "Write three alternative versions of the hero and Problem section, each with a different angle: [three angles, such as time saved, money saved and peace of mind]. Keep the layout, show each visitor one version at random, store which version they saw with their sign-up, and add a small login-protected page showing sign-ups per version.",
    },
    {
      title: "E-Commerce Storefront",
      description:
        "An online shop with a product catalogue, cart, checkout flow and an order list you can manage yourself. It gives you a credible storefront to test demand before investing in a full platform.",
      category: "E-Commerce",
      timeEstimate: "6-8 min",
      timeBasis: [
        { step: "Fill in the fields and list three to five products with prices", minutes: [2, 2] },
        { step: "Lovable builds the first version: the Home, Shop and Product pages", minutes: [2, 3] },
        { step: "Click through the shop and read the steps to accept real payments", minutes: [2, 3] },
      ],
      prompt: `You are an experienced e-commerce designer and full-stack developer building an online storefront in Lovable for a non-technical business owner.

Context: The shop is [store name], selling [products you sell] to [target audience] in [country or region], with prices in [currency]. The brand feels [visual style, such as warm and premium], using brand colours [brand colours]. I have around [number of products] products to start with.

Task:
1. Build a Home page with a hero banner for [current promotion or collection], featured categories and a "best sellers" product row.
2. Build a Shop page with a product grid, filters for category, price range and availability, sorting, and search by name.
3. Build a Product page with an image gallery, title, price, description, size or variant selector, stock status, quantity picker and an "Add to cart" button.
4. Add a slide-out cart showing items, quantities, subtotal, shipping estimate of [shipping rule] and a checkout button.
5. Build a checkout flow in three steps: contact details, delivery address and payment. Prepare the payment step for Stripe and clearly label it as test mode until I connect my account.
6. Add an order confirmation page and send the customer a confirmation email.
7. Add a login-protected admin area where I can add or edit products, change stock and see orders with their status (new, paid, shipped, refunded).

Data: store products (name, description, price, images, category, variants, stock), customers, orders and order lines in the database.

Constraints: mobile-first and responsive; product images with alt text; the cart and filters fully usable with a keyboard; WCAG AA contrast; never store card details yourself.

Deliver first: the Home, Shop and Product pages with these sample products: [list three to five products with prices]. Then reply with what you built, the database tables, and the steps I need to take to accept real payments.`,
      exampleOutput: `Home
- Hero: "The Winter Table collection: stoneware made in small batches in Cumbria", button "Shop the collection".
- Featured categories: Plates, Bowls, Mugs, Serving.
- Best sellers row: Tarn Mug, Scree Pasta Bowl, Fell Dinner Plate.

Shop
A grid of 24 products with filters for category, price range and availability; sorting by newest, price and best selling; search by name.

Product: Scree Pasta Bowl
- £34.00, glaze: Moss, Slate or Chalk
- Stock status per glaze, with a low-stock note when one runs short
- Quantity picker and Add to cart
- Cart: subtotal and shipping estimate of free UK delivery over £60, otherwise £4.95

Database tables
- products and product_variants (glaze, stock)
- customers
- orders (status: new, paid, shipped, refunded)
- order_lines

Steps to accept real payments
1. Create or sign in to your Stripe account and connect it to this project; checkout stays labelled as test mode until then.
2. Place a test order with one of Stripe's test cards and check it appears in the admin order list as paid.
3. Switch to live mode once Stripe has verified your business, then place and refund one real low-value order.
4. Add your returns policy, delivery times and company details to the footer before launch.`,
      exampleInput: {
        filled: {
          "store name": "Fellside Pottery",
          "products you sell": "handmade stoneware tableware",
          "target audience": "home cooks who buy gifts and pieces for their own table",
          "country or region": "the UK",
          currency: "GBP",
          "visual style, such as warm and premium": "warm and premium",
          "brand colours": "slate grey and moss green",
          "number of products": "24",
          "current promotion or collection": "the Winter Table collection",
          "shipping rule": "free UK delivery over £60, otherwise £4.95",
          "list three to five products with prices": "Tarn Mug £18; Scree Pasta Bowl £34 in Moss, Slate or Chalk; Fell Dinner Plate £28",
        },
      },
      checks: [
        "Each sample product's name, price and variants match the list you gave, and the cart's shipping line matches your rule.",
        "The payment step says test mode; place a test order and check it reaches the admin order list with a status.",
        "Open the admin area in a private window: it asks you to sign in, and no table Lovable lists stores card details.",
      ],
      whyItWorks:
        "Listing every page's components, the order statuses and the payment boundary (Stripe in test mode, no stored card details) gives Lovable a complete shop to build and keeps the risky part of checkout out of your code.",
      followUp:
        "Add discount codes to checkout: a percentage or fixed amount, with an expiry date and a usage limit, managed from the admin area. Then show a low-stock warning in the admin when any variant falls below five units, and on phones keep the Add to cart button visible while the customer scrolls the product page.",
    },
    {
      title: "Event Registration Website",
      description:
        "An event site with agenda, speakers and a registration form that caps attendance and confirms every booking by email. You get an attendee list you can export on the day.",
      category: "Events",
      timeEstimate: "4-5 min",
      timeBasis: [
        { step: "Fill in the fields and paste your agenda", minutes: [1, 2] },
        { step: "Lovable builds the first version: the event page and the registration form", minutes: [2, 2] },
        { step: "Register once as a test attendee and read Lovable's summary", minutes: [1, 1] },
      ],
      prompt: `You are an event-marketing designer and developer building an event registration website in Lovable for an organiser with no coding experience.

Context: The event is [event name], a [format, such as in-person conference, workshop or webinar] for [target audience], taking place on [date and time] at [venue or online link]. Capacity is [maximum number of attendees] and tickets are [free or paid, with prices]. Visual style: [visual style, such as energetic and professional], brand colours [brand colours].

Task:
1. Build a hero section with the event name, date, location, a live countdown and a "Register now" button.
2. Add a "Why attend" section with four outcomes attendees will get.
3. Add an Agenda section with sessions grouped by time, each showing title, speaker, room and a short description.
4. Add a Speakers grid with photo, name, title, company and a short biography that opens in an accessible dialog.
5. Add a registration form (name, email, company, job title, ticket type, dietary or accessibility needs) that stores each registration, prevents duplicate emails, stops accepting entries when capacity is reached and offers a waitlist instead.
6. Send each registrant a confirmation email with the event details and an add-to-calendar link.
7. Add a login-protected organiser page listing registrations with search, counts by ticket type and a CSV export.
8. Add venue and travel details with a map, plus an FAQ.

Data: store sessions, speakers, registrations and the waitlist in the database.

Constraints: mobile-first and responsive; form labels, error messages that explain how to fix the problem, keyboard-friendly dialogs and WCAG AA contrast; times shown in [time zone].

Deliver first: the public event page and a working registration form using this agenda: [paste your agenda]. Then reply with what you built, where registrations are stored and three ideas to increase sign-ups.`,
      exampleOutput: `Public event page
Northern Ops Forum 2027
Thursday 11 March 2027, 09:00 to 17:00 UK time, The Forgeworks, Sheffield
Live countdown and a "Register now" button: 180 places, free for members, £145 for non-members.

Why attend
- Leave with a changeover-reduction plan for one line in your plant.
- Compare overtime, scrap and absence figures with peers in a closed session.
- Work through shop-floor scheduling in a hands-on workshop.
- Meet operations directors and plant managers from manufacturers across the north of England.

Agenda (excerpt)
- 09:30, Main Hall: Cutting overtime without new hires. Joanna Whitcombe, Stellbrook Castings.
- 11:00, Room 2: Scheduling workshop. Imran Batley, Holmefield Plastics.

Registration form
- Name, email, company, job title, ticket type, dietary or accessibility needs.
- A repeat email gets "This email is already registered. Check your inbox for your confirmation, or contact the organisers to change your booking."
- At 180 registrations the form switches to "Join the waitlist".

Where registrations are stored
Tables sessions, speakers, registrations and waitlist. The organiser page at /organiser shows search, counts by ticket type and a CSV export.

Ideas to increase sign-ups
1. Give each speaker a share link that counts the registrations it brings in.
2. Offer a team rate for three or more people from one company.
3. Email the waitlist automatically when a place frees up.`,
      exampleInput: {
        filled: {
          "event name": "Northern Ops Forum 2027",
          "format, such as in-person conference, workshop or webinar": "in-person conference",
          "target audience": "operations directors and plant managers at manufacturers in the north of England",
          "date and time": "Thursday 11 March 2027, 09:00 to 17:00",
          "venue or online link": "The Forgeworks, Sheffield",
          "maximum number of attendees": "180",
          "free or paid, with prices": "free for members, £145 for non-members",
          "visual style, such as energetic and professional": "energetic and professional",
          "brand colours": "charcoal and safety orange",
          "time zone": "UK time",
          "paste your agenda":
            "09:30 Main Hall, cutting overtime without new hires, Joanna Whitcombe, Stellbrook Castings; 11:00 Room 2, scheduling workshop, Imran Batley, Holmefield Plastics; afternoon peer benchmarking session",
        },
      },
      checks: [
        "Date, time zone, venue, capacity and ticket prices match what you gave, and the agenda holds only your sessions and speakers.",
        "Register twice with the same email: the second attempt is refused with a message that says how to fix it.",
        "Open the organiser page in a private window: it asks you to log in before it shows anyone's dietary or accessibility needs.",
      ],
      whyItWorks:
        "Capacity, duplicate checks, the waitlist and the time zone are stated up front, so Lovable builds the registration rules organisers usually discover too late, with error messages that tell attendees how to fix a problem.",
      followUp:
        "Add check-in for the day: put a QR code in each confirmation email, and build a login-protected check-in page that works on a phone, scans the code, marks the attendee as arrived and shows a live count of arrivals against registrations. Keep a manual name search for anyone who cannot find their email.",
      dataNote:
        "Dietary and accessibility needs can reveal a guest's health or religion, which UK data protection law treats as special category data: test the form with invented attendees and never paste a real attendee list into Lovable's chat; before registrations open, ask only what the venue and caterer need, say why and when you will delete it, check who can open the organiser page, and confirm your company has approved the plan and where the data is hosted. On Lovable's Free and Pro plans, project data may be used to train AI models unless you opt out through Lovable Support; Business and Enterprise workspaces have a Data collection opt out setting.",
      claims: [
        {
          text: "The UK GDPR gives extra protection to special category data, which includes data concerning health and personal data revealing religious or philosophical beliefs.",
          source: sources.icoSpecialCategoryData,
          checked: checkedDec2026,
        },
        {
          text: "Lovable may use Free and Pro customer data for model training unless the customer opts out by contacting Lovable Support; Business and Enterprise admins can turn on Data collection opt out in Settings, Privacy & security.",
          source: sources.lovableTrainingData,
          checked: checkedNov2026,
        },
      ],
    },
    {
      title: "Educational Platform",
      description:
        "A learning platform with courses, lessons, quizzes and progress tracking for each learner. It lets you launch a training programme for staff or customers without a learning management system.",
      category: "Education",
      timeEstimate: "7-10 min",
      timeBasis: [
        { step: "Fill in the fields", minutes: [1, 2] },
        { step: "Lovable builds the first version: one course with three lessons and a quiz", minutes: [3, 4] },
        { step: "Take the course as a test learner, quiz included", minutes: [2, 3] },
        { step: "Read the tables and security rules Lovable lists", minutes: [1, 1] },
      ],
      prompt: `You are a learning-experience designer and full-stack developer building an online educational platform in Lovable for a founder who is not technical.

Context: The platform is [platform name] and teaches [subject] to [target audience, such as new managers or customers of my product]. Learners should finish each course able to [learning outcome]. I will start with [number of courses] courses of about [number of lessons] lessons each. Visual style: [visual style, such as calm, friendly and focused], brand colours [brand colours].

Task:
1. Build a public Home page with the benefit, featured courses and a "Start learning" button.
2. Add learner accounts with email sign-up and login, and a personal dashboard showing enrolled courses, progress bars and the next lesson to take.
3. Build a Course catalogue with cards (title, level, duration, short summary) and filters by topic and level.
4. Build a Course page with an overview, learning outcomes and a list of modules and lessons with completion ticks.
5. Build a Lesson page that supports text, an embedded video and a downloadable resource, with "Mark as complete" and next or previous navigation.
6. Add a short multiple-choice quiz at the end of each module that scores answers, explains the correct answer and records the result.
7. Issue a simple completion certificate page when a learner finishes a course.
8. Add a login-protected instructor area to create and edit courses, lessons and quiz questions, and to see learner progress.

Data: store learners, courses, modules, lessons, quiz questions, quiz attempts and lesson completions in the database, with row-level security so learners only see their own records.

Constraints: mobile-first and responsive; captions or transcripts for video, proper heading order, keyboard-operable quizzes and WCAG AA contrast.

Deliver first: the learner flow for one course on [first course topic] with three lessons and one quiz. Then reply with what you built, the tables and security rules, and the next three features you recommend.`,
      exampleOutput: `What I built
Steady Start, the learning platform for new store managers at Hartwell Home Stores, with the learner flow for the course "Your first one-to-ones":
1. Why one-to-ones matter: text and a short video with a transcript.
2. A one-to-one structure you can reuse: text and a downloadable meeting agenda.
3. Handling a difficult conversation: text and a captioned role-play video.
- Module quiz: five multiple-choice questions, each answer explained, pass mark four out of five.
- Dashboard: enrolled courses, a progress bar such as "2 of 3 lessons complete" and a Next lesson card.
- Certificate page, unlocked when all three lessons and the quiz are complete.

Tables
learners, courses, modules, lessons, quiz_questions, quiz_attempts, lesson_completions

Security rules
- Learners read published courses and lessons, and read or write only their own completions and quiz attempts.
- Users with the instructor role create and edit courses, lessons and questions, and can read every learner's progress.
- Quiz answers are checked on the server, so the correct option never reaches the browser.

Next three features
1. Cohorts, so each store region can start a course on the same date.
2. A reminder email for learners who stop partway through a course.
3. A completion report by store for area managers.`,
      exampleInput: {
        filled: {
          "platform name": "Steady Start",
          subject: "the basics of managing a store team",
          "target audience, such as new managers or customers of my product": "new store managers at Hartwell Home Stores",
          "learning outcome": "run useful one-to-ones and handle a difficult conversation in their first 90 days",
          "number of courses": "3",
          "number of lessons": "3",
          "visual style, such as calm, friendly and focused": "calm, friendly and focused",
          "brand colours": "navy and sand",
          "first course topic": "your first one-to-ones",
        },
      },
      checks: [
        "The course, lessons and quiz follow your topic and learning outcome, and nothing promises accreditation you did not ask for.",
        "Take the quiz as a test learner with one wrong answer: the score, the explanation and the pass mark behave as Lovable listed them.",
        "Sign in as a second test learner: you cannot see the first learner's progress or quiz attempts.",
      ],
      whyItWorks:
        "Stating the learning outcome and the full data model with row-level security makes Lovable build private progress tracking from the start, and delivering one course end to end exposes gaps before you load more content.",
      followUp:
        "Add cohorts: let an instructor create a cohort with a start date, enrol learners by email and see a cohort progress table. Then email any learner who has not completed a lesson in seven days, with a link straight to their next lesson, and let learners switch these reminders off in their profile.",
    },
    {
      title: "Blog / Content Hub",
      description:
        "A clean, fast blog with categories, search and a newsletter sign-up that grows your audience. You can publish articles yourself from a simple editor.",
      category: "Content",
      timeEstimate: "3-4 min",
      timeBasis: [
        { step: "Fill in the fields, three article topics included", minutes: [1, 1] },
        { step: "Lovable builds the first version: the Home and Article pages with three sample articles", minutes: [1, 2] },
        { step: "Look over the pages and the steps to publish an article", minutes: [1, 1] },
      ],
      prompt: `You are an editorial designer and web developer building a blog and content hub in Lovable for a leader who wants to publish without technical help.

Context: The hub is [blog name], written by [your name or team] for [target audience] about [main topics]. Its purpose is to build authority and grow a newsletter list. Visual style: [visual style, such as clean, magazine-like and readable], brand colours [brand colours], with generous white space and comfortable line length.

Task:
1. Build a Home page with a featured article at the top, a grid of the latest articles (cover image, title, excerpt, author, date, reading time) and category chips.
2. Build category pages for [list of categories] and a search box that finds articles by title and content.
3. Build an Article page with a large title, author byline, date, reading time, well-styled headings, quotes, captioned images and a table of contents for long pieces.
4. Add share buttons, a "related articles" row and an author box at the end of each article.
5. Add a newsletter sign-up block on the home page and at the end of each article that stores email addresses and confirms the subscription.
6. Add a login-protected editor where I can write, edit, schedule and publish articles with a rich-text editor, cover image upload and category selection.
7. Add an About page and a simple Contact page.

Data: store articles (title, slug, excerpt, body, cover image, category, author, status, publish date), authors and subscribers in the database.

Constraints: mobile-first and responsive; readable typography at a body size of at least 16 pixels; alt text for images, semantic headings, keyboard focus styles and WCAG AA contrast; page titles and meta descriptions set for search engines.

Deliver first: the Home and Article pages with three sample articles on [three article topics]. Then reply with what you built, how I publish a new article, and three ideas to grow readership.`,
      exampleOutput: `Home (three sample articles)
- Featured: "What we learned from stopping the line for ten minutes a day", Marta Quilley, COO of Holmebeck Valve Works, 12 October 2026, 7 min read.
- Latest articles: "Three questions to ask before buying factory software" (Tools, 5 min read) and "How we cut shift handovers from twenty minutes to six" (Operations, 6 min read).
- Category chips: Operations, People, Tools.
- Newsletter block: "One practical idea for running a plant, every other Tuesday."

Article page
- Large title, byline, date and reading time.
- Table of contents for long pieces.
- Pull quotes in the brand teal, captioned images, body text above the 16-pixel minimum with a comfortable line length.
- At the end: author box, share buttons, three related articles and the newsletter sign-up.

How you publish a new article
1. Go to /editor and sign in.
2. Click New article, write in the editor, upload a cover image and choose a category.
3. Set the status to Scheduled with a date and time, or click Publish now. The slug, reading time and meta description are filled in for you and can be edited.

Ideas to grow readership
1. Add a short summary card for each article, sized for sharing on LinkedIn.
2. Offer a one-page checklist with each practical article in exchange for an email address.
3. Invite one guest plant manager a month to write, with their own author page.`,
      exampleInput: {
        filled: {
          "blog name": "The Plant Floor",
          "your name or team": "the leadership team of Holmebeck Valve Works",
          "target audience": "plant managers and operations directors",
          "main topics": "running a plant: operations, people and tools",
          "visual style, such as clean, magazine-like and readable": "clean, magazine-like and readable",
          "brand colours": "teal and off-white",
          "list of categories": "Operations, People, Tools",
          "three article topics":
            "stopping the line for ten minutes a day; three questions before buying factory software; cutting shift handovers from twenty minutes to six",
        },
      },
      checks: [
        "The three sample articles are on your topics and marked as samples; no invented quote, statistic or client is presented as fact.",
        "Subscribe with a test email: the sign-up is stored and the confirmation appears.",
        "Open the editor in a private window: it asks you to log in before anyone can write, schedule or publish.",
      ],
      whyItWorks:
        "It specifies readability (body size, line length, heading order) and a self-service editor with scheduled publishing, so the leader gets a publication they can run without a developer, with newsletter capture built in.",
      followUp:
        "Add an RSS feed and a social sharing image for each article that shows its title and category in our brand colours. Then add a Subscribers page to the editor with sign-ups by month and a CSV export, and send new subscribers a double opt-in confirmation email before they are added to the list.",
    },
    {
      title: "Dashboard / Analytics App",
      description:
        "A business dashboard that turns your key numbers into clear charts, trends and alerts on one screen. You get a live view of performance you can share with your leadership team.",
      category: "Business",
      timeEstimate: "6-8 min",
      timeBasis: [
        { step: "Fill in the fields, choosing five to eight metrics", minutes: [2, 2] },
        { step: "Lovable builds the first version: the Overview page on sample data", minutes: [2, 3] },
        { step: "Check the charts and read how to connect your real data", minutes: [2, 3] },
      ],
      prompt: `You are a data-visualisation designer and full-stack developer building an analytics dashboard in Lovable for an executive who does not code.

Context: The dashboard is for [company name] in [industry], used by [who will use it, such as the leadership team]. It must answer the question "[main question the dashboard answers]". The key metrics are [list five to eight metrics, such as revenue and churn], tracked [daily, weekly or monthly] and broken down by [dimensions, such as region or product]. Data will come from [data source, such as CSV uploads, Google Sheets or a database]. Visual style: [visual style, such as crisp, corporate and calm], brand colours [brand colours].

Task:
1. Add a secure login for invited team members, with two roles: viewer and admin.
2. Build an Overview page with KPI cards showing the current value, change versus the previous period and a small trend line.
3. Add charts beneath: a line chart of the main metric over time, a bar chart by [dimension] and a table of top and bottom performers.
4. Add global filters for date range and [dimension] that update every chart at once.
5. Add a detail page per metric with a larger chart, its definition and a CSV download.
6. Add targets and highlight metrics more than [threshold] percent off target.
7. Add an admin page where I can upload a CSV, map its columns to metrics and see when data was last refreshed.

Data: store metrics, daily values, targets, uploads and users in the database.

Constraints: responsive from laptop to phone, with KPI cards stacking on small screens; charts that do not rely on colour alone, with text labels, and WCAG AA contrast; numbers formatted in [currency and number format].

Deliver first: the Overview page using sample data for [company name], with a visible "Sample data — replace with your figures" label on every chart and card, so no invented number can be mistaken for a real one. Then reply with what you built and how to connect my real data.`,
      exampleOutput: `Overview: Brightwater Dental Group, 14 clinics
Every card and chart carries the label "Sample data — replace with your figures".

KPI cards, October (sample data)
- Revenue: £1.84m, down 3.1% on September, target £1.95m
- Chair utilisation: 71%, down 4 points, target 80%, flagged as more than 10% off target
- New patients: 612, up 8%
- No-show rate: 6.4%, up 0.9 points
- Treatment plan acceptance: 58%, unchanged

Charts (sample data)
- Line chart: weekly revenue over the last 12 months, with the target as a dashed line and a text label at each month end.
- Bar chart: chair utilisation by region: North 76%, Midlands 70%, South 68%.
- Table: top and bottom three clinics by utilisation, bottom led by Leamington at 61%.

Filters
Date range and region sit above the charts and update every card and chart at once.

What I built
Login for invited team members with viewer and admin roles, the Overview, a detail page per metric with its definition and a CSV download, and the admin Uploads page.

How to connect your real data
1. Export each week's figures from your practice management system as a CSV with one row per clinic per week.
2. Sign in as admin, open Uploads, upload the file and map its columns to clinic, week, metric and value.
3. Check the "Last refreshed" date, then delete the sample data from the admin page.
4. When uploads become a chore, ask me to read from a Google Sheet or your database instead.`,
      exampleInput: {
        filled: {
          "company name": "Brightwater Dental Group",
          industry: "dental care, 14 clinics",
          "who will use it, such as the leadership team": "the leadership team and regional managers",
          "main question the dashboard answers": "Which clinics are falling behind on revenue and chair utilisation this month, and why?",
          "list five to eight metrics, such as revenue and churn":
            "revenue, chair utilisation, new patients, no-show rate, treatment plan acceptance",
          "daily, weekly or monthly": "weekly",
          "dimensions, such as region or product": "clinic and region",
          "data source, such as CSV uploads, Google Sheets or a database": "CSV uploads exported from our practice management system",
          "visual style, such as crisp, corporate and calm": "crisp, corporate and calm",
          "brand colours": "ocean blue and white",
          dimension: "region",
          threshold: "10%",
          "currency and number format": "GBP, with thousands separated by commas",
        },
      },
      checks: [
        'Every card and chart carries the "Sample data" label; no real-looking figure appears without it.',
        "Change the date range and the region filter: every card and chart updates together.",
        "Sign in as a viewer: the upload page is out of reach, and metrics off target are flagged in text, not by colour alone.",
      ],
      whyItWorks:
        "Starting from the one question the dashboard must answer, with targets, a threshold and shared filters, makes Lovable build a decision screen rather than a chart gallery; forced sample-data labels keep invented numbers from passing as real.",
      followUp:
        "Add a weekly alert: every Monday at 8am in our time zone, email the leadership team a short summary of every metric more than 10 percent off target, naming the part of the business most responsible by the dashboard's dimensions, with a link to the metric's detail page. Let admins choose the recipients and switch the alert off.",
      dataNote:
        "Don't paste real revenue, patient or staff figures into Lovable's chat while you build; design with the sample data, and load real numbers only through the login-protected upload once the access rules are checked and your company has approved the plan and where the data is hosted. On Lovable's Free and Pro plans, project data may be used to train AI models unless you opt out through Lovable Support; Business and Enterprise workspaces have a Data collection opt out setting.",
      claims: [
        {
          text: "Lovable may use Free and Pro customer data for model training unless the customer opts out by contacting Lovable Support; Business and Enterprise admins can turn on Data collection opt out in Settings, Privacy & security.",
          source: sources.lovableTrainingData,
          checked: checkedNov2026,
        },
      ],
    },
    {
      title: "Social Media Style App",
      description:
        "A community app with profiles, a post feed, likes, comments and follows for your customers, members or team. It gives you a branded space for conversation that you own and moderate.",
      category: "Social",
      timeEstimate: "8-10 min",
      timeBasis: [
        { step: "Fill in the fields", minutes: [1, 2] },
        { step: "Lovable builds the first version: sign-up, profile setup, the feed and the post composer", minutes: [3, 4] },
        { step: "Sign up as a test member, set up a profile and post once", minutes: [2, 2] },
        { step: "Check the security rules Lovable lists against who should see what", minutes: [2, 2] },
      ],
      prompt: `You are a senior product designer and full-stack developer building a social community app in Lovable for a founder with no technical background.

Context: The app is [app name], a community where [target audience] can [main activity, such as share wins, ask questions or swap advice] about [topic]. The community should feel [visual style, such as friendly, safe and professional], using brand colours [brand colours]. Membership is [open to anyone or invite-only].

Task:
1. Add sign-up and login with email, and a profile setup step: display name, photo, headline, short biography and interests chosen from [list of interests].
2. Build a Home feed of posts from people I follow plus popular posts, newest first.
3. Add a post composer supporting text, one image and a topic tag, with a character limit of [character limit].
4. Let members like posts, comment in threads one level deep and share a link to a post.
5. Build a Profile page with the member's details, their posts, follower and following counts and a follow button.
6. Add a notifications page for new followers, likes and comments, with an unread badge in the navigation.
7. Add search for members and posts, and a topics page listing posts by tag.
8. Add safety features: report a post or member, block a member, and a login-protected moderator page to review reports and hide content.

Data: store profiles, posts, comments, likes, follows, notifications and reports in the database, with row-level security so members can only edit or delete their own content.

Constraints: mobile-first, with bottom navigation on phones and a sidebar on desktop; alt text on uploaded images, keyboard-operable controls, labelled icon buttons and WCAG AA contrast.

Deliver first: sign-up, profile setup, the feed and the post composer, seeded with a few sample members and posts about [topic]. Then reply with what you built, the security rules, and the next three features to add.`,
      exampleOutput: `What I built
The Ledger Room, an invite-only community for first-time finance directors at UK charities:
- Sign-up from an invitation link, then profile setup: display name, photo, headline, short biography and interests chosen from Audit, Budgeting, Trustees, Systems and Fundraising finance.
- Home feed: posts from people you follow, then popular posts from the past week, newest first.
- Composer: text up to 800 characters, one image with required alt text and one topic tag.
- Seeded content, marked "Sample member" and "Sample post" so you can delete it before launch:
1. Jo Fenwick, Finance Director: "First audit as FD next month. What do you wish you had prepared earlier?" Tag: Audit.
2. Sam Whitlock, Head of Finance: "Has anyone moved budget sign-off to a trustee subcommittee?" Tag: Trustees.

Security rules
- Only signed-in members can read posts and profiles.
- Members create, edit and delete only their own posts, comments and likes.
- Reports are visible only to moderators; hidden posts leave every feed but stay in the database for review.
- A blocked member cannot see, like or comment on the blocker's posts.

Next three features
1. A weekly digest email of top posts in each member's interests.
2. Pinned resource posts per topic, chosen by moderators.
3. Private groups for regional meet-ups.`,
      exampleInput: {
        filled: {
          "app name": "The Ledger Room",
          "target audience": "first-time finance directors at UK charities",
          "main activity, such as share wins, ask questions or swap advice": "ask questions and swap advice",
          topic: "charity finance",
          "visual style, such as friendly, safe and professional": "friendly, safe and professional",
          "brand colours": "plum and cream",
          "open to anyone or invite-only": "invite-only",
          "list of interests": "Audit, Budgeting, Trustees, Systems, Fundraising finance",
          "character limit": "800",
        },
      },
      checks: [
        "Seeded members and posts are marked as samples, and none names a real person or organisation.",
        "Sign up as two test members: each can edit or delete only their own posts and comments.",
        "Open the moderator page as an ordinary member: it is refused.",
      ],
      whyItWorks:
        "Ordering the build from sign-up to feed, and naming row-level security and moderation tools (report, block, hide) up front, gives the first version member protection instead of bolting safety on after launch.",
      followUp:
        "Add direct messages between members who follow each other, with an unread badge, and let either member block the other from the conversation. Then draft community guidelines suited to our audience and topic, show them during profile setup and require a tick to accept them before a member's first post.",
    },
    {
      title: "Job Board Website",
      description:
        "A job board where employers post openings and candidates search, filter and apply in a few clicks. You get a recruiting channel for your company or niche community, with applications stored in one place.",
      category: "Business",
      timeEstimate: "5-6 min",
      timeBasis: [
        { step: "Fill in the fields", minutes: [1, 1] },
        { step: "Lovable builds the first version: the Home, Jobs and Job detail pages with six sample jobs", minutes: [2, 3] },
        { step: "Click through the jobs and check the access rules Lovable lists", minutes: [2, 2] },
      ],
      prompt: `You are a product designer and full-stack developer building a job board website in Lovable for a non-technical founder.

Context: The job board is [job board name], focused on [niche, such as AI roles, healthcare jobs or roles at my company] for candidates in [country or region]. Employers are [who posts jobs], and candidates are [target audience]. Visual style: [visual style, such as trustworthy, clean and modern], brand colours [brand colours].

Task:
1. Build a Home page with a search bar (keyword and location), featured jobs and popular categories.
2. Build a Jobs page listing job cards (title, company, location, remote or on-site, salary range, date posted) with filters for category, location, job type and salary.
3. Build a Job detail page with the full description, requirements, benefits, company summary and an "Apply" button.
4. Add an application form (name, email, phone, LinkedIn profile link, CV upload, short cover note) that stores each application and emails a confirmation to the candidate.
5. Add employer accounts where a company can create a profile, post, edit and close jobs, and see applicants for each job with a status (new, reviewing, interview, rejected, hired).
6. Add a company page listing each employer's open roles.
7. Add a job alert sign-up so candidates receive new matching jobs by email.
8. Add a login-protected admin page where I can approve new job posts before they go live.

Data: store companies, jobs, applications, uploaded CV files and alert subscriptions in the database, with row-level security so employers only see applications to their own jobs.

Constraints: mobile-first and responsive; labelled form fields, clear error messages, keyboard-friendly filters and WCAG AA contrast; CV files private and accessible only to the hiring employer.

Deliver first: the Home, Jobs and Job detail pages with six sample jobs for [niche]. Then reply with what you built, the tables and access rules, and three ideas to attract more employers.`,
      exampleOutput: `Home
- Search bar: keyword and location, for example "heat pump engineer" near "Dundee".
- Popular categories: Solar PV, Heat pumps, Battery storage, Retrofit surveying.

Jobs (six sample jobs, each marked "Sample job" until real employers post)
1. Heat Pump Installation Engineer, Tayburn Heating, Dundee, on-site, £36,000 to £42,000, posted 2 days ago
2. Solar PV Electrician, Glenrock Solar, Inverness, on-site, £34,000 to £39,000, posted 4 days ago
3. Retrofit Surveyor, Carron Homes Energy, Glasgow, hybrid, £31,000 to £35,000, posted 1 week ago
Filters: category, location, job type and salary.

Job detail (sample job): Heat Pump Installation Engineer
Description, requirements, benefits (company van, 30 days' leave), a short company summary and an Apply button that opens the application form with CV upload.

Tables and access rules
- companies, jobs, applications, cv_files, alert_subscriptions
- Employers see only applications to their own jobs.
- CV files sit in private storage, reached only through short-lived download links given to the hiring employer.
- New jobs stay "pending" until you approve them in /admin.

Ideas to attract more employers
1. Offer the first three job posts free to installers in the launch region.
2. Send each employer a monthly summary of views and applications per job.
3. Publish a short profile of one hiring employer a month on the home page, written with them.`,
      exampleInput: {
        filled: {
          "job board name": "Retrofit Roles Scotland",
          "niche, such as AI roles, healthcare jobs or roles at my company": "green energy installation and retrofit jobs",
          "country or region": "Scotland",
          "who posts jobs": "installers and energy firms, approved by us",
          "target audience": "qualified engineers, electricians and surveyors",
          "visual style, such as trustworthy, clean and modern": "trustworthy, clean and modern",
          "brand colours": "forest green and white",
          niche: "green energy installation and retrofit",
        },
      },
      checks: [
        "The jobs are marked as samples and sit in your niche and region; no real employer is shown as hiring.",
        "Sign in as one test employer and try to open another employer's applicants: it is refused.",
        "Open a CV download link in a private window: it does not open without the hiring employer's login.",
      ],
      whyItWorks:
        "Naming both sides of the marketplace, the application statuses and exactly who may open each CV gives Lovable the access rules from the first build, the part most easily missed when permissions are added later.",
      followUp:
        "Add a screening step: let employers add up to three yes-or-no questions to each job, show them on the application form, and list applicants who answer yes to all of them first. Then add candidate accounts where applicants can see the status of every application they have made.",
      dataNote:
        "While you build and test, use invented sample CVs and never paste or upload real candidates' CVs into Lovable's chat; before real applications arrive, check the access rules and confirm your company has approved the plan, data hosting and retention period for candidate data. On Lovable's Free and Pro plans, project data may be used to train AI models unless you opt out through Lovable Support; Business and Enterprise workspaces have a Data collection opt out setting.",
      claims: [
        {
          text: "Lovable may use Free and Pro customer data for model training unless the customer opts out by contacting Lovable Support; Business and Enterprise admins can turn on Data collection opt out in Settings, Privacy & security.",
          source: sources.lovableTrainingData,
          checked: checkedNov2026,
        },
      ],
    },
    {
      title: "Booking App",
      description:
        "A booking app where clients pick a service, choose an available time slot and get an instant confirmation. It replaces back-and-forth emails and gives you one calendar of every appointment.",
      category: "Business",
      timeEstimate: "5-7 min",
      timeBasis: [
        { step: "Fill in your services, opening hours and booking rules", minutes: [2, 2] },
        { step: "Lovable builds the first version: the public booking flow", minutes: [2, 3] },
        { step: "Make a test booking and read Lovable's summary", minutes: [1, 2] },
      ],
      prompt: `You are a product designer and full-stack developer building an appointment booking app in Lovable for a business owner who does not code.

Context: The business is [business name], offering [services you offer, with duration and price for each] to [target audience]. Bookings are taken with [staff members or resources, such as consultants or rooms], and opening hours are [opening hours] in the [time zone] time zone. Visual style: [visual style, such as calm, premium and simple], brand colours [brand colours].

Task:
1. Build a Home page with a short introduction and service cards (name, duration, price, description), each with a "Book now" button.
2. Build a booking flow in four steps: choose a service, choose a staff member or "any available", pick a date and an available time slot from a calendar, then enter contact details (name, email, phone, notes).
3. Calculate free slots from opening hours, service duration, a [buffer minutes] minute buffer and existing bookings, so double bookings are impossible.
4. Show a confirmation page and send a confirmation email with an add-to-calendar link, plus a reminder email [reminder timing, such as 24 hours] before the appointment.
5. Let clients cancel or reschedule through a secure link in their email, up to [cancellation policy] before the start time.
6. Add a login-protected admin area with day and week calendar views, where I can block time off, edit services and staff, and mark appointments completed or no-show.
7. Add an optional deposit step prepared for Stripe, labelled as test mode until I connect my account.

Data: store services, staff, opening hours, time off, bookings and clients in the database.

Constraints: mobile-first, because most clients book on a phone; a keyboard-accessible date picker, clear focus states, labelled fields and WCAG AA contrast.

Deliver first: the public booking flow for these services: [list two or three services]. Then reply with what you built and three ideas to reduce no-shows.`,
      exampleOutput: `What I built
Home: a short introduction to Alder & Moss Physiotherapy, Manchester, and three service cards, each with Book now:
- Initial assessment, 45 minutes, £70
- Follow-up treatment, 30 minutes, £52
- Sports massage, 60 minutes, £60

Booking flow
1. Service.
2. Physiotherapist: Nadia Farrow, Tom Ellery or Any available.
3. Date and time: a calendar showing only free slots, such as Tuesday 1 December at 08:00, 08:55, 10:45 and 14:10.
4. Your details: name, email, phone and notes.

Slot rules
A slot appears only if the service length plus the 10-minute buffer fits inside opening hours (Monday to Friday 08:00 to 19:00, Saturday 09:00 to 13:00, UK time) without overlapping a booking or time off. The database also rejects overlapping bookings for the same physiotherapist, so two clients booking at the same moment cannot both succeed.

Emails
Confirmation with an add-to-calendar link, a reminder 24 hours before, and a secure link to cancel or reschedule up to 24 hours before the start.

Ideas to reduce no-shows
1. Take a small deposit on initial assessments, deducted from the fee on the day.
2. Send a text reminder on the morning of the appointment, with a one-tap "I can't make it" link that frees the slot.
3. Offer freed slots automatically to clients on a waitlist.`,
      exampleInput: {
        filled: {
          "business name": "Alder & Moss Physiotherapy",
          "services you offer, with duration and price for each":
            "initial assessment, 45 minutes, £70; follow-up treatment, 30 minutes, £52; sports massage, 60 minutes, £60",
          "target audience": "adults in Manchester recovering from injury or managing pain",
          "staff members or resources, such as consultants or rooms": "two physiotherapists, Nadia Farrow and Tom Ellery",
          "opening hours": "Monday to Friday 08:00 to 19:00, Saturday 09:00 to 13:00",
          "time zone": "UK time",
          "visual style, such as calm, premium and simple": "calm, premium and simple",
          "brand colours": "sage green and stone",
          "buffer minutes": "10",
          "reminder timing, such as 24 hours": "24 hours",
          "cancellation policy": "free cancellation or rescheduling up to 24 hours before",
          "list two or three services": "initial assessment, follow-up treatment, sports massage",
        },
      },
      checks: [
        "Services, durations, prices, opening hours and the buffer match what you gave.",
        "Book the same slot for two test clients from two browser windows: only one booking succeeds.",
        "Cancel through the email link inside your cancellation window, then outside it: only the first is accepted.",
      ],
      whyItWorks:
        "It spells out the slot arithmetic (hours, duration, buffer, existing bookings) and the cancellation window, so Lovable builds rules that make double bookings impossible rather than a form that merely collects requests.",
      followUp:
        "Add a waitlist: when no slot suits a client, let them leave a preferred day and time, and when a booking is cancelled, email the first matching client a link that holds the slot for 30 minutes. Then check the admin week view on a phone screen and fix anything cramped or hard to tap.",
      dataNote:
        "Don't paste real client names, contact details or treatment notes into Lovable's chat or seed the app with them while testing; use invented sample clients, and before going live confirm your company has approved the plan and data terms for storing health information. On Lovable's Free and Pro plans, project data may be used to train AI models unless you opt out through Lovable Support; Business and Enterprise workspaces have a Data collection opt out setting.",
      claims: [
        {
          text: "Lovable may use Free and Pro customer data for model training unless the customer opts out by contacting Lovable Support; Business and Enterprise admins can turn on Data collection opt out in Settings, Privacy & security.",
          source: sources.lovableTrainingData,
          checked: checkedNov2026,
        },
      ],
    },
  ],
};
