import { z } from 'zod';

/**
 * The id a sender's browser makes for one message it sends (`crypto.randomUUID()`), so that a resend after a
 * network error is answered with the stored message instead of storing it twice (docs/product/live-chat.md).
 * Optional: old clients and scripts send none, and their messages are stored as sent.
 */
export const clientMessageId = z.uuid({ error: 'clientMessageId must be a UUID' }).optional();
