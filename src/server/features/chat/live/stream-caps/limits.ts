import type { StreamCap } from './caps';

// How many live streams may be open at once (docs/product/live-chat.md). Each open stream holds a connection and a
// listener on every instance's bus, so without a cap one address or one session could hold hundreds (an outside
// probe held 300). The caps leave room for what people do: a chat open in a few tabs, a family or an office behind
// one address, a staff member with the back office in a few tabs and several chats open. Past a cap the OLDEST
// stream is closed, not the new one: the tab in front is the one someone is looking at.

/** The same visitor's chat, open in a few tabs or windows of their browser. */
export const VISITOR_STREAMS_PER_CHAT = 3;
/** Visitors' streams from one address: several people behind one office or hotel network. */
export const VISITOR_STREAMS_PER_ADDRESS = 12;
/** One staff session's live queue: one per back-office tab. */
export const QUEUE_STREAMS_PER_STAFF_SESSION = 3;
/** One staff session's open chats: one per chat pane, across its tabs. */
export const CHAT_STREAMS_PER_STAFF_SESSION = 6;

/** The caps each kind of stream counts under. */
export const streamCapsOf = {
  visitor: (sessionId: string, address: string): StreamCap[] => [
    { key: `visitor-chat:${sessionId}`, cap: VISITOR_STREAMS_PER_CHAT },
    { key: `visitor-address:${address}`, cap: VISITOR_STREAMS_PER_ADDRESS },
  ],
  staffQueue: (staffSessionId: number): StreamCap[] => [
    { key: `staff-queue:${staffSessionId}`, cap: QUEUE_STREAMS_PER_STAFF_SESSION },
  ],
  staffChat: (staffSessionId: number): StreamCap[] => [
    { key: `staff-chat:${staffSessionId}`, cap: CHAT_STREAMS_PER_STAFF_SESSION },
  ],
};
