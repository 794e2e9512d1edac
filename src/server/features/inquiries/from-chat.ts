import { eq } from 'drizzle-orm';
import type { ChatContactRequest } from '../../../contracts/chat';
import type { Database } from '../../db/client';
import { contactInquiries } from '../../db/schema/index';
import { conflict } from '../../lib/domain-error';
import { chatHandoffNotification, type Mailer } from '../mail';

/** A chat nobody on staff could take: who the visitor says they are, and the conversation as text. */
export type MissedChat = { sessionId: string; contact: ChatContactRequest; transcript: string };

/**
 * A missed live chat becomes a contact inquiry on the dashboard, once per chat (409 after), with its notification to
 * staff queued in the same transaction; the visitor gets no mail (nothing typed in a chat reaches another inbox).
 */
export async function inquiryFromChat(tx: Database, mailer: Mailer, chat: MissedChat) {
  const [existing] = await tx
    .select({ id: contactInquiries.id })
    .from(contactInquiries)
    .where(eq(contactInquiries.chatSessionId, chat.sessionId));
  if (existing) throw conflict('We already have your details for this chat. Our team will be in touch.');
  const [first = chat.contact.userName, ...rest] = chat.contact.userName.trim().split(/\s+/);
  const [stored] = await tx
    .insert(contactInquiries)
    .values({
      firstName: first.slice(0, 100),
      lastName: rest.join(' ').slice(0, 100),
      email: chat.contact.userEmail,
      phone: chat.contact.userPhone ?? '',
      facilityType: 'other',
      message: chat.transcript,
      chatSessionId: chat.sessionId,
    })
    .returning();
  if (!stored) throw new Error('Inquiry was not stored');
  await mailer.queue(tx, {
    ...chatHandoffNotification(stored, mailer.site),
    kind: 'inquiry_notification',
    to: mailer.notifyAddress,
    replyTo: stored.email,
    resource: 'contact_inquiry',
    resourceId: stored.id,
  });
  return stored;
}
