import { index, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { feedbackIssueTypes, feedbackPriorities, feedbackStatuses } from '../../../contracts/enums';
import { checkIn, createdAt, id, oneOf, stamp, updatedAt } from './columns';

export const customerFeedback = pgTable(
  'customer_feedback',
  {
    id: id(),
    customerName: varchar('customer_name', { length: 120 }).notNull(),
    email: varchar('email', { length: 255 }).notNull(),
    phone: varchar('phone', { length: 40 }),
    location: varchar('location', { length: 200 }).notNull(),
    issueType: oneOf('issue_type', 20, feedbackIssueTypes).notNull(),
    priority: oneOf('priority', 20, feedbackPriorities).notNull(),
    subject: varchar('subject', { length: 200 }).notNull(),
    description: text('description').notNull(),
    status: oneOf('status', 20, feedbackStatuses).notNull().default('pending'),
    resolution: text('resolution'),
    assignedTo: varchar('assigned_to', { length: 120 }),
    resolvedAt: stamp('resolved_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    checkIn('customer_feedback_issue_type_check', t.issueType, feedbackIssueTypes),
    checkIn('customer_feedback_priority_check', t.priority, feedbackPriorities),
    checkIn('customer_feedback_status_check', t.status, feedbackStatuses),
    // Newest first with a stable tie-break: the dashboard's default order, served from the index.
    index('customer_feedback_created_id_idx').on(t.createdAt.desc(), t.id.desc()),
    index('customer_feedback_status_created_idx').on(t.status, t.createdAt.desc()),
    index('customer_feedback_priority_status_idx').on(t.priority, t.status),
    index('customer_feedback_issue_type_idx').on(t.issueType, t.createdAt.desc()),
  ],
);
