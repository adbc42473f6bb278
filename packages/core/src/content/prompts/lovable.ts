// The Lovable library (spec §3): ten ready-to-paste prompts that describe a specific web app to
// build in Lovable, written so a non-technical founder gets a good first version.

import type { LargePromptLibrary } from "../types.ts";

export const lovableLibrary: LargePromptLibrary = {
  kind: "large",
  tool: "lovable",
  title: "Lovable Expert Prompts",
  description:
    "Ready-to-paste prompts that turn a plain-language brief into a working first version of a website or web app in Lovable.",
  prompts: [
    {
      title: "Personal Portfolio Website",
      description:
        "A polished portfolio site with your story, selected work and a contact form that saves every enquiry. Ideal for leaders who want a credible personal presence online in an afternoon.",
      category: "Portfolio",
      timeEstimate: "3-5 min",
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
    },
    {
      title: "Startup Landing Page",
      description:
        "A conversion-focused landing page that explains your offer, proves it with social evidence and captures sign-ups into a waitlist. You get a page ready to share with early customers and investors.",
      category: "Business",
      timeEstimate: "4-6 min",
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
    },
    {
      title: "E-Commerce Storefront",
      description:
        "An online shop with a product catalogue, cart, checkout flow and an order list you can manage yourself. It gives you a credible storefront to test demand before investing in a full platform.",
      category: "E-Commerce",
      timeEstimate: "6-8 min",
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
    },
    {
      title: "Event Registration Website",
      description:
        "An event site with agenda, speakers and a registration form that caps attendance and confirms every booking by email. You get an attendee list you can export on the day.",
      category: "Events",
      timeEstimate: "4-5 min",
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
    },
    {
      title: "Educational Platform",
      description:
        "A learning platform with courses, lessons, quizzes and progress tracking for each learner. It lets you launch a training programme for staff or customers without a learning management system.",
      category: "Education",
      timeEstimate: "7-10 min",
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
    },
    {
      title: "Blog / Content Hub",
      description:
        "A clean, fast blog with categories, search and a newsletter sign-up that grows your audience. You can publish articles yourself from a simple editor.",
      category: "Content",
      timeEstimate: "3-4 min",
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
    },
    {
      title: "Dashboard / Analytics App",
      description:
        "A business dashboard that turns your key numbers into clear charts, trends and alerts on one screen. You get a live view of performance you can share with your leadership team.",
      category: "Business",
      timeEstimate: "6-8 min",
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
    },
    {
      title: "Social Media Style App",
      description:
        "A community app with profiles, a post feed, likes, comments and follows for your customers, members or team. It gives you a branded space for conversation that you own and moderate.",
      category: "Social",
      timeEstimate: "8-10 min",
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
    },
    {
      title: "Job Board Website",
      description:
        "A job board where employers post openings and candidates search, filter and apply in a few clicks. You get a recruiting channel for your company or niche community, with applications stored in one place.",
      category: "Business",
      timeEstimate: "5-6 min",
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
    },
    {
      title: "Booking App",
      description:
        "A booking app where clients pick a service, choose an available time slot and get an instant confirmation. It replaces back-and-forth emails and gives you one calendar of every appointment.",
      category: "Business",
      timeEstimate: "5-7 min",
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
    },
  ],
};
