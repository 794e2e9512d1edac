import type { Database } from '../../db/client';
import { customerFeedback } from '../../db/schema/index';
import { demoDaysAgo as daysAgo } from '../../lib/demo-time';
import { suggestFromFeedback } from '../assistant';

type Log = { info(obj: object, msg?: string): void };
type NewFeedback = typeof customerFeedback.$inferInsert;

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
 * A quarter of customer feedback for the dashboard, in every state, spread over the 12 weeks its chart shows.
 * Written straight to the table, so no mail goes out; the open reports become training suggestions as real ones
 * do, each dated as its report. Only on a database without feedback.
 */
export async function seedDemoFeedback(db: Database, log: Log) {
  const [report] = await db.select({ id: customerFeedback.id }).from(customerFeedback).limit(1);
  if (report) return;
  await db.transaction(async (tx) => {
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
    for (const row of rows.filter((report) => report.status !== 'resolved')) await suggestFromFeedback(tx, row);
  });
  log.info({ feedback: feedback.length }, 'demo customer feedback added');
}
