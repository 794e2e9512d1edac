import type { trainingCategories } from '../../../../contracts/enums';

/**
 * The assistant's starting knowledge: help-centre answers seeded into `chatbot_training_data` on an empty table.
 * Facts come only from public-site.md §1, the marketing copy (src/client/features/marketing/content) and
 * config/business.json. `{name}`, `{phone}`, `{emergencyPhone}`, `{email}`, `{supportEmail}`, `{serviceArea}` and
 * `{hours}` are replaced with the configured business details when seeded. Answers may use `**bold**` and lines
 * starting with `• ` (the chat widget renders both).
 */
type TrainingCategory = (typeof trainingCategories)[number];

export interface TrainingEntrySeed {
  category: TrainingCategory;
  title: string;
  content: string;
  priority: number;
  tags: string[];
}

const lines = (...parts: string[]) => parts.join('\n');

export const trainingEntries: readonly TrainingEntrySeed[] = [
  // ── business_info ────────────────────────────────────────────────────────────
  {
    category: 'business_info',
    title: 'Who is on your team?',
    priority: 30,
    tags: ['team', 'who works here', 'staff and management', 'navarro family', 'who will i work with'],
    content: lines(
      '{name} is a family company with no call center. These are the people on our staff and management team you will actually work with:',
      '• **Rick Navarro**, Co-founder & President, who ran hotel restaurants and room service and still tastes every new product',
      '• **Diane Navarro**, Co-founder, Finance & Partner Care, who writes every partner agreement in plain English',
      '• **Marco Navarro**, Director of Technology & Operations, who runs the smart store units, monitoring and restocking routes',
      '• **Elena Navarro**, Director of Partnerships & Market Design, who plans every layout and product mix',
      '• **Kevin Tran**, Service & Restocking Lead, and **Aisha Rahman**, Client Care Manager, who answers your calls, e-mails and feedback',
    ),
  },
  {
    category: 'business_info',
    title: 'How did your business get started?',
    priority: 25,
    tags: ['founded', 'founder', 'history', 'our story', 'how long in business', 'owner'],
    content:
      "Our story starts at the Navarro family's kitchen table, where {name} was founded in 2019. Elena was managing a downtown condo tower where residents kept asking why there was nowhere to buy a carton of milk after nine, and her brother Marco was working with cameras that could recognize any product on a shelf. Their parents, co-founders Rick and Diane, brought careers running hotel restaurants and keeping the books for neighborhood businesses. That year the family opened the first market in that same lobby, and they have owned and run the business ever since.",
  },
  {
    category: 'business_info',
    title: 'What area do you serve?',
    priority: 40,
    tags: ['service area', 'location', 'where', 'coverage', 'near me', 'region'],
    content:
      'We serve one region only: the **{serviceArea}**. Staying local is how we keep our promises: our own team installs, restocks and maintains every market, and we answer every request within 24 hours. If your property is outside the {serviceArea}, we are not able to take it on today, but you are welcome to write to us at {email}.',
  },
  {
    category: 'business_info',
    title: 'How can I contact you?',
    priority: 50,
    tags: ['contact', 'phone number', 'email address', 'call', 'get in touch'],
    content: lines(
      'Here is how to reach {name}:',
      '• **Phone:** {phone}',
      '• **E-mail:** {email}',
      '• **Support e-mail:** {supportEmail}',
      '• **Emergency line (24/7):** {emergencyPhone}',
      '• **Hours:** {hours}',
      'You can also use the contact form on our home page or the feedback form on our Customer Service page. A real person replies within 24 hours.',
    ),
  },
  {
    category: 'business_info',
    title: 'What is your mission and what do you stand for?',
    priority: 20,
    tags: ['mission', 'values', 'why choose you', 'family owned', 'promise'],
    content: lines(
      'Why choose a family-owned company like ours? Our mission is to give every resident, patient, employee, student, member and guest a market they are glad to have, at no cost to the property that hosts it. Four values guide how we work:',
      '• **Our name is on it:** every market carries our family name, and we run it the way we would want it run in our own building.',
      '• **Show up, every time:** a response within 24 hours and monitoring around the clock.',
      '• **Good food, honestly chosen:** fresh, healthy choices next to the comfort favorites.',
      '• **Simple and fair:** no implementation cost, no hidden fees and agreements you can read in one sitting.',
    ),
  },

  // ── services ─────────────────────────────────────────────────────────────────
  {
    category: 'services',
    title: 'What is included in your full-service program?',
    priority: 60,
    tags: ['full service', 'included', 'what services do you offer', 'what do you provide', 'package'],
    content: lines(
      'Everything needed to run the market is included, at $0 to your property:',
      '• Design of the layout and product mix for your space',
      '• The equipment, installed and connected by our own team',
      '• Restocking, cleaning and maintenance',
      '• 24/7 remote monitoring of coolers, stock and every unit',
      '• Support from real people, with a response within 24 hours',
      'You provide the space. Your team never lifts a box.',
    ),
  },
  {
    category: 'services',
    title: 'What products do your markets carry?',
    priority: 55,
    tags: ['products', 'food', 'snacks', 'drinks', 'what do you sell', 'menu'],
    content: lines(
      'Each market sells fresh food, snacks, drinks and everyday essentials, chosen for the people who use it. Typical shelves include:',
      '• Salads, wraps, sandwiches, bowls and ready-to-heat meals',
      '• Breakfast such as yogurt, fruit, oatmeal and cold brew',
      '• Healthy snacks, protein bars and sparkling water next to the comfort favorites',
      '• Essentials like toiletries, phone chargers and household basics',
      'The mix depends on your property: a hospital gets low-sodium and diabetic-friendly options, a gym gets protein shakes and electrolyte drinks.',
    ),
  },
  {
    category: 'services',
    title: 'What types of properties and industries do you serve?',
    priority: 45,
    tags: ['facilities', 'properties', 'buildings', 'types of business', 'who is it for'],
    content: lines(
      'We serve six kinds of properties with our micro markets:',
      '• Luxury condominiums',
      '• Medical facilities',
      '• Corporate offices',
      '• Educational institutions',
      '• Fitness and wellness centers',
      '• Hotels',
      'Each has its own page on our site with examples and testimonials. If your facility is a different type, choose "Other" on the contact form and tell us about it.',
    ),
  },
  {
    category: 'services',
    title: 'Do you put micro markets in condominium buildings?',
    priority: 35,
    tags: ['condo', 'condominium', 'residents', 'apartment building', 'hoa', 'lobby'],
    content:
      "Yes. In luxury condominiums we place a 24/7 market in the lobby or on the amenity floor, with fresh meals, morning essentials and late-night treats for residents. It costs the association nothing: no equipment, installation or service fees, and restocks are scheduled around residents' routines. Boards get a modern amenity that buyers and renters notice, with no staff time from the management team. Optional custom cabinetry can match your lobby, at the association's cost.",
  },
  {
    category: 'services',
    title: 'Can you put a market in a hospital or medical facility?',
    priority: 35,
    tags: ['hospital', 'medical', 'healthcare', 'clinic', 'night shift', 'nurses'],
    content:
      'Yes. Hospitals and medical facilities are a core market for us: night-shift staff, patients and families get fresh, healthy food at any hour, including salads, wraps and low-sodium and diabetic-friendly options. Checkout is touchless, with no buttons, no cash and no queues, and the sealed, fresh-dated products sit in coolers whose temperatures we monitor 24/7. We install, restock and maintain everything at no cost to the facility, so nothing lands on your facilities or dietary teams.',
  },
  {
    category: 'services',
    title: 'Do you offer micro markets for corporate offices?',
    priority: 35,
    tags: ['office', 'workplace', 'break room', 'employees', 'company perk'],
    content:
      'Yes. An office market puts breakfast, fresh lunches, snacks and drinks a few steps from the desk, open 24/7 for shift teams and late deadlines. Employees stop leaving the building for the coffee shop or the food court, and our office partners see a **15% increase in employee satisfaction** and **30 minutes of daily time savings**. The market costs the company nothing, with installation, restocking and maintenance included, so there is nothing for your facilities team to manage.',
  },
  {
    category: 'services',
    title: 'Do you serve schools, colleges and universities?',
    priority: 35,
    tags: ['school', 'college', 'university', 'campus', 'students', 'dorm', 'library'],
    content:
      'Yes. Campus markets give students affordable, healthy food when the dining hall is closed, in residence halls, libraries, study halls and student centers, open 24/7 including weekends and breaks. We stock value-priced staples and meals sized for one, and we can choose products together with your student council. Faculty and staff get coffee and lunch without leaving the building, and the institution gets a full-service market at $0 cost.',
  },
  {
    category: 'services',
    title: 'Do you install markets in gyms and fitness centers?',
    priority: 35,
    tags: ['gym', 'fitness', 'wellness', 'studio', 'members', 'protein'],
    content:
      'Yes. Gyms, boutique studios and wellness or recreation centers get a smart market stocked for performance: pre-workout drinks, quick carbs, ready-to-drink protein shakes, high-protein snacks and electrolyte drinks. It runs with no staff at the counter, so a 24-hour gym can serve members even when nobody is at the front desk. We can plan the range with your trainers, and installation, restocking and maintenance cost your facility nothing.',
  },
  {
    category: 'services',
    title: 'Do you offer micro markets for hotels?',
    priority: 35,
    tags: ['hotel', 'guests', 'lobby market', 'guest pantry', 'grab and go'],
    content:
      "Yes. A lobby market works as a 24/7 guest pantry: dinner for late arrivals after room service closes, breakfast before an early flight, and travel essentials like toothbrushes and chargers. No clerk is needed overnight, it costs the hotel nothing, and we stock, monitor and maintain it. It suits boutique hotels, extended-stay and suites properties, and airport and business hotels, and optional custom cabinetry can match your lobby at the hotel's cost.",
  },

  // ── pricing ──────────────────────────────────────────────────────────────────
  {
    category: 'pricing',
    title: 'How much does a micro market cost?',
    priority: 95,
    tags: ['cost', 'price', 'how much', 'free', 'zero cost', '$0'],
    content:
      'A micro market costs your property **$0**. There is no implementation cost: no equipment fees, no installation bill and no service fees, and installation, restocking, maintenance and 24/7 monitoring are all included. The only optional expense is custom cabinetry, if you want the market to match your lobby or break room; that is at your own cost.',
  },
  {
    category: 'pricing',
    title: 'Are there any monthly fees or hidden costs?',
    priority: 45,
    tags: ['monthly fee', 'hidden fees', 'ongoing costs', 'recurring charges'],
    content:
      'No. The property pays no monthly fees, no service fees and no hidden costs: restocking, cleaning, repairs and 24/7 monitoring stay included for as long as we run the market. Our agreements are written in plain English and short enough to read in one sitting, so you can check that for yourself before you sign.',
  },
  {
    category: 'pricing',
    title: 'How much do items in the market cost?',
    priority: 25,
    tags: ['item cost', 'snack cost', 'product prices', 'affordable', 'shoppers'],
    content:
      'Shoppers pay only for the snacks, drinks and meals they take, at the prices shown in the market, with a card, phone or watch. We choose products and price points to suit each community: on campuses, for example, we stock value-priced staples and meals sized for one, and we pick affordable products together with the student council. If a product you want seems too expensive or is missing, tell us with a Service Request on our Customer Service page.',
  },
  {
    category: 'pricing',
    title: 'How do you make money if the market is free for the property?',
    priority: 30,
    tags: ['business model', 'make money', 'revenue', 'why free', 'catch'],
    content:
      "What's the catch? There isn't one: we earn from what shoppers buy, nothing else. The property provides the space, and we invest in the equipment, installation, stock and service, so each market pays its own way through its sales. That is why there is no cost to your property, and why we work hard to stock the products your community actually wants.",
  },

  // ── support ──────────────────────────────────────────────────────────────────
  {
    category: 'support',
    title: 'How quickly do you respond to requests?',
    priority: 45,
    tags: ['response time', '24 hours', 'hear back', 'reply', 'how fast'],
    content:
      'Every inquiry, service request and issue report gets a reply from a real person **within 24 hours**, and urgent ones much sooner. Each report is logged and followed until it is resolved, so nothing slips through. If the market is down or something is unsafe, call our 24/7 emergency line at {emergencyPhone} instead of waiting for an e-mail.',
  },
  {
    category: 'support',
    title: 'How do I report a problem or give feedback?',
    priority: 55,
    tags: ['report an issue', 'feedback', 'complaint', 'customer service', 'problem'],
    content: lines(
      'Use the **Submit Feedback or Report Issue** form on our Customer Service page (/customer-service). Give your name, e-mail, the location or facility, the issue type and how urgent it is, plus a short subject and description; a phone number is optional. The issue types are:',
      '• **Billing & Payment:** a double charge, a refund or a declined card',
      '• **Product Issue:** something out of date, out of stock or not as labeled',
      '• **Service Request:** a product you would like, or a cleaning or restock request',
      '• **Technical Problem:** the kiosk, a scanner or a cooler door',
      'You can also e-mail {supportEmail}. Every report gets a reply within 24 hours.',
    ),
  },
  {
    category: 'support',
    title: 'Is there an emergency number if the market is down?',
    priority: 40,
    tags: ['emergency', 'urgent', 'market down', 'emergency line', 'safety'],
    content:
      'Yes. Our emergency line, **{emergencyPhone}**, is answered 24/7. Use it for anything urgent: a safety concern or a market that is down. For everything else, call {phone} or use the feedback form on our Customer Service page; our 24/7 monitoring also keeps watch over every unit.',
  },
  {
    category: 'support',
    title: 'Can I get a copy of this chat by e-mail?',
    priority: 20,
    tags: ['chat transcript', 'email transcript', 'copy of conversation', 'save chat'],
    content:
      'Yes. Once our conversation has a few messages, a **Get Chat Transcript via Email** button appears in this chat window. Enter your name and e-mail address (a phone number is optional) and press **Send Transcript**: we save your details and e-mail you the whole conversation, so our team can also follow up on anything you asked.',
  },

  // ── technical ────────────────────────────────────────────────────────────────
  {
    category: 'technical',
    title: 'How does the touchless AI checkout work?',
    priority: 60,
    tags: ['checkout', 'ai', 'computer vision', 'camera', 'touchless', 'no scanning'],
    content:
      'Our smart store units use computer vision to recognize each item as you pick it up, so there is nothing to scan and no queue. Take what you want, tap a card, phone or watch, and go: checkout takes seconds. The cameras see exactly what leaves the shelf, which is how every charge stays right.',
  },
  {
    category: 'technical',
    title: 'How accurate is the product recognition?',
    priority: 35,
    tags: ['accuracy', '99.9%', 'recognition', 'wrong item', 'detection'],
    content:
      'Our product recognition has **99.9% detection accuracy**: the computer-vision system identifies each item as it leaves the shelf. If you ever think you were charged for the wrong item, report it under **Billing & Payment** on our Customer Service page or at {supportEmail}, and we will look into it and reply within 24 hours.',
  },
  {
    category: 'technical',
    title: 'How do you monitor the markets around the clock?',
    priority: 35,
    tags: ['monitoring', 'uptime', 'remote monitoring', 'alerts', 'reliability'],
    content:
      'Every market is monitored remotely **24/7**. We watch cooler temperatures, stock levels and every unit around the clock, which is how our markets keep **99.9% uptime**. When something needs attention our service team is on it, and you can reach us at any hour on the emergency line, {emergencyPhone}.',
  },
  {
    category: 'technical',
    title: 'How does smart inventory tracking work?',
    priority: 30,
    tags: ['inventory', 'stock levels', 'sales data', 'tracking', 'running low'],
    content:
      'Each market reports live sales data to our team, so we know when something is running low. It tells us what to restock and what to add before a shelf runs empty, so every restocking visit brings what your community actually buys. It also helps us stock up ahead of your busiest weeks.',
  },
  {
    category: 'technical',
    title: 'Can I install the Property Manager Portal as an app on my phone?',
    priority: 15,
    tags: ['mobile app', 'app', 'home screen', 'iphone', 'android', 'download'],
    content:
      "Yes. The Property Manager Portal at /property-manager can be installed as an app. Open it in your phone's browser and, a few seconds later, an install prompt offers to add it to your home screen. If you dismiss the prompt it will not ask again in that browser session, and it does not appear once the app is installed.",
  },

  // ── policies ─────────────────────────────────────────────────────────────────
  {
    category: 'policies',
    title: 'What are the terms of your partnership agreement?',
    priority: 35,
    tags: ['contract', 'agreement', 'terms', 'fine print', 'legal'],
    content:
      'Our partner agreements are written in plain English by Diane Navarro and are short enough to read in one sitting. The contract sets out our promise: zero implementation cost, installation, restocking and maintenance included, 24/7 monitoring and a response within 24 hours, with no hidden fees. Nothing is installed before the agreement is signed. Questions about a specific term? Write to {email} or call {phone} and we will go through it with you.',
  },
  {
    category: 'policies',
    title: 'What payment methods do you accept?',
    priority: 40,
    tags: ['payment', 'credit card', 'cash', 'apple pay', 'contactless', 'pay'],
    content:
      'Our markets are cashless and contactless: pay with a card, your phone or your watch. We do not take cash, which keeps checkout touchless and means nobody on your staff ever handles a cash drawer.',
  },
  {
    category: 'policies',
    title: 'How do you keep the food fresh and safe?',
    priority: 35,
    tags: ['food safety', 'fresh', 'safe to eat', 'hygiene', 'quality'],
    content:
      'Sandwiches, salads and every other product are sealed and fresh-dated, and our service team keeps shelves full and coolers spotless. Cooler temperatures are monitored 24/7, and checkout is touchless, with no buttons to press and no cash to handle. If you ever find something past its date, report it as a **Product Issue** on our Customer Service page and we will respond within 24 hours.',
  },
  {
    category: 'policies',
    title: 'How do you use my contact information?',
    priority: 20,
    tags: ['privacy', 'personal information', 'my data', 'contact details', 'privacy policy'],
    content:
      'We use the details you give us to answer you. The contact form asks you to agree to be contacted about your inquiry, and that is what we contact you about. A feedback report uses your e-mail (and phone, if you give one) so we can follow up on the issue, and a chat transcript goes only to the e-mail address you enter.',
  },

  // ── faq ──────────────────────────────────────────────────────────────────────
  {
    category: 'faq',
    title: 'What is a micro market and how does it work?',
    priority: 85,
    tags: ['micro market', 'how it works', 'self-service', 'unattended store', 'what is it', 'concept'],
    content:
      'A micro market is a small self-service store inside your building: glass-door coolers and shelves with fresh food, snacks, drinks and essentials, open 24/7 with no cashier. Shoppers pick what they want and pay with a tap, while our AI smart store units recognize each product with computer vision. You provide the space, and {name} designs, installs, stocks and maintains the market at no cost to your property.',
  },
  {
    category: 'faq',
    title: 'Is a micro market just a vending machine?',
    priority: 40,
    tags: ['vending machine', 'vending', 'difference', 'compare', 'better'],
    content:
      'No. A vending machine offers a few rows of packaged snacks; a micro market is a small self-service store. Shoppers browse real choices, from fresh salads and ready-to-heat meals to coffee, protein snacks and household essentials, pick up what they want and pay by tapping a card, phone or watch. It looks like part of your building, and our team keeps it stocked, clean and monitored around the clock.',
  },
  {
    category: 'faq',
    title: 'What results can we expect from a micro market?',
    priority: 40,
    tags: ['benefits', 'results', 'roi', 'employee satisfaction', 'time savings', 'improve'],
    content:
      'Our partners see a **15% increase in employee satisfaction** and **30 minutes of daily time savings**, because food and coffee are down the hall instead of across the street. For the property, that return (ROI) comes without any investment. Residents, patients, students, members and guests get fresh food at any hour, and the property gets a modern amenity with **99.9% uptime**, at $0 cost and with no staff time.',
  },
  {
    category: 'faq',
    title: 'Where can I read reviews from your clients?',
    priority: 35,
    tags: ['client reviews', 'testimonials', 'references', 'ratings', 'what clients say'],
    content:
      'We have client reviews on our home page, and each market page (condos, medical facilities, offices, education, fitness and hotels) has testimonials from residents, staff and managers. Reviews come from our partners and are checked by our team before they are published. Want to know how a market would work in a property like yours? Ask during your free consultation.',
  },
  {
    category: 'faq',
    title: 'Who can shop at the market?',
    priority: 25,
    tags: ['who can use it', 'who can shop', 'visitors', 'public', 'access', 'who is allowed'],
    content:
      'Anyone who can reach the market in your building can shop there: residents, patients and their families, employees, students, gym members or hotel guests, depending on the property. Everyone pays with their own card, phone or watch. Where the market goes, and so who can reach it, is decided together with you during the consultation.',
  },
  {
    category: 'faq',
    title: 'What about theft and shoplifting?',
    priority: 25,
    tags: ['theft', 'stealing', 'shoplifting', 'security', 'loss'],
    content:
      "The smart store units use computer vision to see each item that leaves the shelf, so what people take is what they pay for, and every market is monitored 24/7. Checkout is cashless, so there is no cash on site. Keeping the market secure is our job, not your staff's.",
  },

  // ── troubleshooting ──────────────────────────────────────────────────────────
  {
    category: 'troubleshooting',
    title: 'The kiosk or screen is not working. What should I do?',
    priority: 40,
    tags: ['kiosk not working', 'screen frozen', 'touchscreen', 'scanner', 'not working'],
    content:
      "Sorry about that. Please report it as a **Technical Problem** on our Customer Service page or e-mail {supportEmail}, with the market's location and what you see on the screen. If the whole market is down and nobody can check out, call our 24/7 emergency line at {emergencyPhone}. Every report gets a reply within 24 hours.",
  },
  {
    category: 'troubleshooting',
    title: 'I was charged the wrong amount or twice. How do I get a refund?',
    priority: 45,
    tags: ['refund', 'double charge', 'overcharged', 'wrong charge', 'billing'],
    content:
      'Report it as a **Billing & Payment** issue on our Customer Service page, or e-mail {supportEmail}. Include the market location, the date and time of your purchase and the amount you were charged, so we can find the transaction. A real person reviews every billing report and replies within 24 hours.',
  },
  {
    category: 'troubleshooting',
    title: 'My card was declined at the market',
    priority: 30,
    tags: ['card declined', 'payment failed', 'declined', 'card not accepted'],
    content:
      'First try another card, or pay with your phone or watch. If payment keeps failing, report it under **Billing & Payment** on our Customer Service page with the location and time, so we can check the unit. If nobody can pay at all, the market is down: call our 24/7 emergency line at {emergencyPhone}.',
  },
  {
    category: 'troubleshooting',
    title: 'A cooler is warm or its door will not close',
    priority: 35,
    tags: ['cooler warm', 'drinks not cold', 'fridge', 'cooler door', 'temperature'],
    content:
      "If drinks aren't cold or a cooler (fridge) feels warm, please don't take food from it. Call our 24/7 emergency line at {emergencyPhone}, or report it as an urgent **Technical Problem** on our Customer Service page with the market location. Cooler temperatures are monitored around the clock, and our service team will come out to fix the unit.",
  },
  {
    category: 'troubleshooting',
    title: 'An item is out of stock or past its date',
    priority: 30,
    tags: ['out of stock', 'expired', 'empty shelf', 'sold out', 'past date'],
    content:
      "Found an expired item, or is your favorite snack sold out? Let us know with a **Product Issue** report on our Customer Service page, naming the market and the item. Live sales data tells us what to restock before a shelf runs empty, and your report helps us catch anything it misses. Please don't eat an item that is out of date; we respond to every report within 24 hours.",
  },

  // ── installation ─────────────────────────────────────────────────────────────
  {
    category: 'installation',
    title: 'What is the installation process?',
    priority: 80,
    tags: ['installation', 'how installation works', 'setup', 'process', 'steps'],
    content: lines(
      'Here is how installation works, in four steps from the first call to the grand opening:',
      '• **Consultation:** we visit, learn how your people live and work, and recommend the right market.',
      '• **Design:** we plan the layout, product mix and finishes to suit your space.',
      '• **Installation:** our team installs, connects and stocks everything, with no work for your staff.',
      '• **Launch:** we open with your community, then restock, monitor and maintain for good.',
      'Installation is included at no cost to your property.',
    ),
  },
  {
    category: 'installation',
    title: 'How long does installation take?',
    priority: 55,
    tags: ['how long', 'timeline', 'installation time', 'schedule', 'how soon'],
    content:
      'It depends on the site, and you will know the dates in advance. After the agreement is signed we plan, schedule a site survey and then schedule the installation itself, which we fit around your building (for example over a weekend) so the market is ready when people arrive. Your Property Manager Portal shows each step, the estimated installation date and your progress until the market is operational.',
  },
  {
    category: 'installation',
    title: 'How much space does a micro market need?',
    priority: 45,
    tags: ['space', 'size', 'square feet', 'requirements', 'power', 'footprint'],
    content:
      'We size the market to the space you have, from a compact corner in a boutique studio to a full lobby or break-room market. During the consultation and site survey we look at the spot, power and connectivity, then recommend the right units. You provide the space; we bring, install and connect everything else.',
  },
  {
    category: 'installation',
    title: 'What do we need to do to prepare for installation?',
    priority: 30,
    tags: ['prepare', 'before installation', 'our responsibilities', 'what do we need'],
    content:
      'Very little. You choose the location with us and give our team access on the scheduled day; we bring the equipment, install and connect it, and stock the shelves. Nothing lands on your staff, and the Journey tab of your Property Manager Portal shows the upcoming milestones, so you know what happens when.',
  },
  {
    category: 'installation',
    title: 'What happens on launch day?',
    priority: 25,
    tags: ['launch', 'grand opening', 'opening day', 'go live'],
    content:
      'At launch we open the market together with your community: the shelves are stocked, checkout is connected and every unit is monitored. From then on we restock, monitor and maintain it for good, and your partnership moves to the operational stage in the Property Manager Portal.',
  },

  // ── maintenance ──────────────────────────────────────────────────────────────
  {
    category: 'maintenance',
    title: 'How often is the market restocked?',
    priority: 50,
    tags: ['restock', 'restocking', 'refill', 'how often', 'delivery'],
    content:
      'As often as your market needs it. Live sales data tells us what is selling, so our service team restocks before shelves run empty, with visits scheduled around your routines (often early in the morning, before the building gets busy). We also stock up ahead of your busiest weeks, and restocking is always included at no cost.',
  },
  {
    category: 'maintenance',
    title: 'Who cleans the market?',
    priority: 30,
    tags: ['cleaning', 'clean', 'tidy', 'spotless', 'upkeep'],
    content:
      'Our service team does. Cleaning is part of every scheduled service visit: they keep the coolers spotless and the shelves tidy, so the market looks as good on a Tuesday morning as on launch day. If something needs attention between visits, send a **Service Request** on our Customer Service page and we will reply within 24 hours.',
  },
  {
    category: 'maintenance',
    title: 'Who pays for repairs if something breaks?',
    priority: 40,
    tags: ['repairs', 'machine breaks', 'broken', 'maintenance', 'warranty'],
    content:
      'We do. If a machine or cooler breaks, maintenance and repairs are included for as long as we run the market, at no cost to your property. Our 24/7 monitoring flags problems with the units and our team fixes them quickly; one condo board told us a flickering cooler light was fixed the next morning. To report a fault, use our Customer Service page, or call {emergencyPhone} if it is urgent.',
  },
  {
    category: 'maintenance',
    title: 'Does our staff need to do anything to run the market?',
    priority: 40,
    tags: ['staff', 'manage', 'our team', 'workload', 'day to day'],
    content:
      'No. We restock, clean, maintain and monitor the market, and there is no cash to count, so nothing lands on your facilities team, front desk or management. Your only job is to tell us what your community would like to see on the shelves.',
  },

  // ── customization ────────────────────────────────────────────────────────────
  {
    category: 'customization',
    title: 'Can we get custom cabinetry to match our lobby?',
    priority: 40,
    tags: ['custom cabinetry', 'cabinets', 'match decor', 'finishes', 'woodwork'],
    content:
      'Yes. Custom cabinetry is optional and at your own cost; everything else stays $0. It lets the market blend into a lobby, amenity floor or break room, and we plan the finishes with you in the design step. Tick the custom cabinetry box on the contact form to tell us you are interested.',
  },
  {
    category: 'customization',
    title: 'Can the market carry our branding?',
    priority: 35,
    tags: ['branding', 'logo', 'signage', 'brand colors', 'custom branding'],
    content:
      'Yes. Partners share brand assets (a logo, a color scheme, signage and more) in the **Custom** tab of the Property Manager Portal. Our team reviews each asset and approves it, and you can see the status of every item there, so your market looks like part of your property.',
  },
  {
    category: 'customization',
    title: 'Can we choose which products the market carries?',
    priority: 40,
    tags: ['choose products', 'what is sold', 'product mix', 'request a product', 'dietary', 'add a product'],
    content:
      'Yes, you help pick what is sold. We plan the product mix with you in the design step and keep adjusting it: we have chosen ranges with trainers at gyms and with student councils on campus. Property managers can request products through us at any time, and shoppers can ask for a product with a **Service Request** on our Customer Service page. When one medical center asked for more diabetic-friendly options, they were on the shelf the following week.',
  },
  {
    category: 'customization',
    title: 'How do you design the layout for our space?',
    priority: 30,
    tags: ['layout', 'design', 'floor plan', 'placement', 'look'],
    content:
      'Elena Navarro, our Director of Partnerships & Market Design, plans every layout with the people who will use the market. In the design step we choose the units, where they go, the product mix and the finishes to suit your space and style, from bright modern units to optional custom cabinetry. You see and approve the plan before anything is installed.',
  },

  // ── partnership ──────────────────────────────────────────────────────────────
  {
    category: 'partnership',
    title: 'How do I get started with a micro market?',
    priority: 75,
    tags: ['get started', 'sign up', 'free consultation', 'interested', 'next steps'],
    content:
      'To sign up, start with a free consultation: fill in the contact form on our home page (choose your facility type and tell us about your property) or call {phone}. We reply within 24 hours, visit your property and recommend the right market. From there we design, install and launch it, at no cost to your property.',
  },
  {
    category: 'partnership',
    title: 'What are the stages of a partnership?',
    priority: 30,
    tags: ['partnership stages', 'journey', 'progress', 'exploring', 'operational'],
    content: lines(
      'Every partnership moves through four stages, shown with a progress bar in the Property Manager Portal:',
      '• **Exploring (25%):** we get to know your property and you decide whether a market fits.',
      '• **Planning (50%):** the agreement, the site survey and the design.',
      '• **Implementation (75%):** installation is scheduled and carried out.',
      '• **Operational (100%):** the market is open, and we restock, monitor and maintain it.',
      'Milestones along the way cover planning, approval, installation, training and launch.',
    ),
  },
  {
    category: 'partnership',
    title: 'What is the Property Manager Portal?',
    priority: 40,
    tags: ['portal', 'property manager', 'dashboard', 'partner account'],
    content: lines(
      'The Property Manager Portal at /property-manager is where partners follow their market. After logging in you will find:',
      '• **Overview:** your progress, the next milestones and quick actions',
      '• **Journey:** your milestone timeline',
      '• **Reviews:** write a review and see the ones you submitted',
      '• **Custom:** your brand assets',
      '• **Feedback** and **Resources:** send us feedback and find documentation and support',
    ),
  },
  {
    category: 'partnership',
    title: 'How do I log in to the Property Manager Portal?',
    priority: 35,
    tags: ['login', 'log in', 'password', 'location code', 'sign in'],
    content:
      'Go to /property-manager (the **Property Manager** link in the menu or footer), enter your **location code** and **password**, and press **Access Portal**. Both arrive in your welcome e-mail when your portal is activated. Forgot your password? Call {phone} or e-mail {email} and our team will reset it.',
  },
  {
    category: 'partnership',
    title: 'How can property managers submit a review?',
    priority: 25,
    tags: ['write a review', 'leave a review', 'partner review', 'rate your service', 'stars'],
    content:
      'Property managers write a review in the Property Manager Portal: log in and open the **Reviews** tab. Rate our service from 1 to 5 stars and add a title and at least 10 characters about your experience; your name, e-mail and company are filled in from your location. Our team checks each one before it is published, and everything you submitted is listed in the same tab.',
  },
];
