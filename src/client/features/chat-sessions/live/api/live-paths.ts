/** The address of one chat's staff side: its stream, and the actions below it. */
export const livePath = (sessionId: string, action?: 'take' | 'messages' | 'typing' | 'read' | 'end') =>
  `/api/admin/live/${encodeURIComponent(sessionId)}${action ? `/${action}` : ''}`;
