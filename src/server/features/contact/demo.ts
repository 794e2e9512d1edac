import { DAY_MS } from '../../../contracts/time';
import type { Database } from '../../db/client';
import { contactInquiries, customerFeedback } from '../../db/schema/index';
import { suggestFromFeedback } from '../assistant';

type Log = { info(obj: object, msg?: string): void };
type NewInquiry = typeof contactInquiries.$inferInsert;
type NewFeedback = typeof customerFeedback.$inferInsert;

/** A moment `days` ago at a plausible hour; never later than a minute ago. */
const daysAgo = (days: number, hour = 10) => {
  const date = new Date(Date.now() - days * DAY_MS);
  date.setUTCHours(hour, 15 + ((days * 7) % 40), 0, 0);
  return new Date(Math.min(date.getTime(), Date.now() - 60_000));
};

// [first, last, facility, company, message, days ago, contacted (days after) or null, custom cabinetry]
const inquiries: Array<
  [string, string, NewInquiry['facilityType'], string | null, string, number, number | null, boolean]
> = [
  [
    'Olivia',
    'Grant',
    'luxury-condo',
    'The Wexford Towers',
    'Our HOA approved an amenity upgrade for the lobby. What does a typical install need from us?',
    0,
    null,
    true,
  ],
  [
    'Samuel',
    'Ortiz',
    'medical',
    'Lakeside Family Clinic',
    'Night-shift staff have no food options after 9 pm. Can you serve a 40-person clinic?',
    1,
    null,
    false,
  ],
  [
    'Hannah',
    'Kim',
    'office',
    'Northgate Analytics',
    'We have 220 people on two floors and a break room that is always empty. Interested in a demo.',
    2,
    0,
    false,
  ],
  [
    'Reggie',
    'Fowler',
    'education',
    'Pine Ridge Community College',
    'Looking for a 24/7 option in the library for students during exam weeks.',
    4,
    1,
    false,
  ],
  [
    'Maya',
    'Lindqvist',
    'luxury-condo',
    'Harbor Lights Condominiums',
    'Residents keep asking for a lobby market. Do you handle the cabinetry to match our finishes?',
    6,
    1,
    true,
  ],
  [
    'Daniel',
    'Reyes',
    'other',
    'Summit Climbing Gym',
    'Members want protein drinks and snacks after late sessions. What space do you need?',
    9,
    0,
    false,
  ],
  [
    'Priya',
    'Shah',
    'office',
    'Brightline Logistics',
    'Warehouse staff work three shifts. Can the market take cards and phone payments only?',
    13,
    1,
    false,
  ],
  [
    'Owen',
    'Mercer',
    'medical',
    'St. Agnes Rehabilitation Center',
    'Visitors and staff both need options on weekends when the cafeteria is closed.',
    18,
    2,
    false,
  ],
  [
    'Lucia',
    'Ferreira',
    'luxury-condo',
    'Bayview Lofts',
    'How often do you restock, and who handles a broken cooler?',
    24,
    1,
    false,
  ],
  [
    'Thomas',
    'Nguyen',
    'education',
    'Eastfield High School',
    'Is there a way to limit items during school hours for students?',
    31,
    3,
    false,
  ],
  [
    'Grace',
    'Holloway',
    'other',
    'The Marlow Hotel',
    'We want to replace our lobby pantry with something guests can use at any hour.',
    38,
    1,
    true,
  ],
  [
    'Ethan',
    'Brooks',
    'office',
    'Cobalt Software',
    'Our office manager left; picking this up again. Is the no-cost model still available?',
    46,
    2,
    false,
  ],
  [
    'Aisha',
    'Bello',
    'medical',
    'Riverside Dialysis Center',
    'Patients wait between appointments. Can we offer healthy options near the waiting room?',
    55,
    1,
    false,
  ],
  [
    'Victor',
    'Lang',
    'luxury-condo',
    'Cypress Point Residences',
    'Board meeting next month; could you send a one-page overview for the members?',
    63,
    1,
    false,
  ],
  [
    'Nora',
    'Jensen',
    'education',
    'Westbrook University Housing',
    'Two residence halls, 600 students. Could a market go in each lobby?',
    72,
    2,
    true,
  ],
  [
    'Caleb',
    'Price',
    'office',
    'Keystone Insurance',
    'We share a building with two other tenants. Can the market serve all three?',
    80,
    1,
    false,
  ],
];

// [name, location, issue, priority, subject, description, days ago, status, resolution]
const feedback: Array<
  [
    string,
    string,
    NewFeedback['issueType'],
    NewFeedback['priority'],
    string,
    string,
    number,
    NewFeedback['status'],
    string | null,
  ]
> = [
  [
    'Jordan Miles',
    'Harborview Residences lobby',
    'technical',
    'urgent',
    'Card reader declined my card twice',
    'The kiosk declined my debit card twice tonight; it works everywhere else. I left without my groceries.',
    0,
    'pending',
    null,
  ],
  [
    'Elena Rossi',
    'Northgate Analytics break room',
    'product',
    'low',
    'Can you stock oat milk?',
    'The coffee corner would be perfect with oat milk. Several of us would buy it every day.',
    2,
    'pending',
    null,
  ],
  [
    'Marcus Dale',
    'Riverton General, 3rd floor',
    'service',
    'high',
    'Cooler empty on Sunday night',
    'The sandwich cooler was empty from Saturday evening until Monday morning. Night staff rely on it.',
    5,
    'in_progress',
    null,
  ],
  [
    'Sofia Patel',
    'Pine Ridge College library',
    'billing',
    'medium',
    'Charged twice for one drink',
    'My card shows two charges of $2.49 for one iced tea bought on Tuesday afternoon.',
    9,
    'resolved',
    'Refunded the duplicate charge; the terminal had lost its connection mid-sale. Firmware updated.',
  ],
  [
    'Ben Carter',
    'Summit Climbing Gym',
    'product',
    'medium',
    'More protein options after 8 pm',
    'Protein bars sell out by evening. Could you add more, or shakes?',
    15,
    'resolved',
    'Doubled the protein bar facings and added two shakes; restock moved to late afternoon.',
  ],
  [
    'Lena Ward',
    'Bayview Lofts lobby',
    'technical',
    'high',
    'Screen frozen on the welcome page',
    'The touch screen was stuck on the welcome page and would not respond this morning.',
    22,
    'resolved',
    'Kiosk restarted remotely within 20 minutes; a watchdog now restarts the app if it stops responding.',
  ],
  [
    'Chris Young',
    'Keystone Insurance, 5th floor',
    'service',
    'low',
    'Thank you for the salads',
    'Just wanted to say the new salads are great. Please keep the Greek one.',
    30,
    'resolved',
    'Thanked the customer; the Greek salad stays on the planogram.',
  ],
  [
    'Ana Lima',
    'Westbrook University, Hall B',
    'other',
    'medium',
    'Where do I return a damaged item?',
    'A yogurt I bought was past its date. How do I get my money back?',
    41,
    'resolved',
    'Refunded through the app; the batch was pulled and the restock check now includes dates.',
  ],
  [
    'Paul Grant',
    'The Marlow Hotel lobby',
    'billing',
    'high',
    'Receipt for my company',
    'I need an itemised receipt with the hotel name for my expense report.',
    58,
    'in_progress',
    null,
  ],
  [
    'Rita Gomez',
    'Eastfield High School',
    'product',
    'low',
    'Fewer sugary drinks',
    'As a parent I would like to see more water and fewer sugary drinks in the school market.',
    74,
    'resolved',
    'School profile updated: sugary drinks hidden during school hours, more water and milk.',
  ],
];

/**
 * A quarter of customer contacts for the dashboard: inquiries (some already contacted) and feedback in every
 * state, spread over the 12 weeks its chart shows. Written straight to the tables, so no mail goes out; the open
 * feedback becomes training suggestions as real feedback does.
 */
export async function seedDemoCustomerContacts(db: Database, log: Log) {
  const [inquiry] = await db.select({ id: contactInquiries.id }).from(contactInquiries).limit(1);
  const [report] = await db.select({ id: customerFeedback.id }).from(customerFeedback).limit(1);
  if (inquiry || report) return;

  await db.transaction(async (tx) => {
    await tx.insert(contactInquiries).values(
      inquiries.map(([firstName, lastName, facilityType, companyName, message, days, contactedAfter, custom]) => ({
        firstName,
        lastName,
        email: `${firstName}.${lastName}@example.com`.toLowerCase(),
        phone: `(555) 010-${String(3000 + days).padStart(4, '0')}`,
        facilityType,
        companyName,
        message,
        customCabinetry: custom,
        createdAt: daysAgo(days),
        ...(contactedAfter === null
          ? {}
          : { contactedAt: daysAgo(days - contactedAfter, 15), contactedBy: 'Demo content' }),
      })),
    );
    const rows = await tx
      .insert(customerFeedback)
      .values(
        feedback.map(
          ([customerName, location, issueType, priority, subject, description, days, status, resolution]) => ({
            customerName,
            email: `${customerName.replace(' ', '.')}@example.com`.toLowerCase(),
            location,
            issueType,
            priority,
            subject,
            description,
            status,
            resolution,
            assignedTo: status === 'pending' ? null : 'Customer care',
            resolvedAt: status === 'resolved' ? daysAgo(days - 1, 16) : null,
            createdAt: daysAgo(days, 19),
            updatedAt: daysAgo(status === 'pending' ? days : days - 1, 16),
          }),
        ),
      )
      .returning();
    // Each dated as its report, as a real report's suggestion is.
    for (const row of rows.filter((report) => report.status !== 'resolved')) await suggestFromFeedback(tx, row);
  });
  log.info({ inquiries: inquiries.length, feedback: feedback.length }, 'demo customer contacts added');
}
