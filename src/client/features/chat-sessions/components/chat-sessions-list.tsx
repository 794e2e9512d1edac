import { useState } from 'react';
import type { ChatSessionItem } from '../../../../contracts/assistant-admin';
import { TableListScreen } from '../../../components/lists/table-list-screen';
import { Button } from '../../../components/ui/button';
import { actionsColumn, type DataTableColumn } from '../../../components/ui/data-table';
import { formatDateTime } from '../../../lib/format';
import { useListFilters } from '../../../lib/use-list-filters';
import { useChatSessions } from '../api/chat-sessions';
import { ChatSessionDialog } from './chat-session-dialog';
import { SessionStatusBadge, shortSessionId } from './session-status';

/** The session table of /admin-chat (docs/product/chat-sessions.md): searched on the server, newest activity first, View Chat per row. */
export function ChatSessionsList() {
  const [viewing, setViewing] = useState<ChatSessionItem | null>(null);
  const view = useListFilters([]);
  const list = useChatSessions(view.filters.search, view.page);

  const columns: Array<DataTableColumn<ChatSessionItem>> = [
    {
      header: 'Customer',
      phone: 'primary',
      cell: (session) => (
        <>
          <div className="font-semibold text-navy-900">{session.userName ?? 'Anonymous'}</div>
          <div className="text-slate-600 wrap-anywhere">{session.userEmail ?? 'No email'}</div>
        </>
      ),
    },
    {
      header: 'Session',
      cell: (session) => (
        <code className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-xs text-slate-800" title={session.sessionId}>
          {shortSessionId(session.sessionId)}
        </code>
      ),
    },
    {
      header: 'Started',
      className: 'whitespace-nowrap text-slate-700',
      cell: (session) => formatDateTime(session.startedAt),
    },
    {
      header: 'Last Activity',
      className: 'whitespace-nowrap text-slate-700',
      cell: (session) => formatDateTime(session.lastActiveAt),
    },
    {
      header: 'Status',
      cell: (session) => (
        <SessionStatusBadge emailSent={session.emailSent} handoff={session.handoff} agentName={session.agentName} />
      ),
    },
    { header: 'Messages', className: 'text-slate-700', cell: (session) => session.messageCount },
    actionsColumn((session) => (
      <Button
        size="sm"
        variant="outline"
        className="whitespace-nowrap"
        onClick={() => setViewing(session)}
        aria-label={`View Chat ${shortSessionId(session.sessionId)}`}
      >
        View Chat
      </Button>
    )),
  ];

  return (
    <>
      <TableListScreen
        label="Chat sessions"
        id="chat-sessions"
        placeholder="Search e-mail, name or session id…"
        view={view}
        query={list}
        fetchError="Failed to fetch chat sessions"
        empty={{ noMatch: 'No sessions match your search', none: 'No chat sessions yet' }}
        columns={columns}
        rowKey={(session) => session.id}
        onRowOpen={setViewing}
        rowTestId="chat-session-row"
        tableClassName="min-w-[900px]"
      />
      {viewing ? <ChatSessionDialog session={viewing} onClose={() => setViewing(null)} /> : null}
    </>
  );
}
