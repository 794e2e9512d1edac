import type { Database } from '../../db/client';
import { contactInquiries } from '../../db/schema/index';
import { demoDaysAgo as daysAgo } from '../../lib/demo-time';

type Log = { info(obj: object, msg?: string): void };
type NewInquiry = typeof contactInquiries.$inferInsert;

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

/**
 * A quarter of contact inquiries for the dashboard (some already contacted), spread over the 12 weeks its chart
 * shows. Written straight to the table, so no mail goes out. Only on a database without inquiries.
 */
export async function seedDemoInquiries(db: Database, log: Log) {
  const [inquiry] = await db.select({ id: contactInquiries.id }).from(contactInquiries).limit(1);
  if (inquiry) return;
  await db.insert(contactInquiries).values(
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
  log.info({ inquiries: inquiries.length }, 'demo contact inquiries added');
}
