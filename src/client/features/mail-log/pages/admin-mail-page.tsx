import { useState } from 'react';
import { mailStatuses } from '../../../../contracts/enums';
import type { MailLogItem } from '../../../../contracts/mail-log';
import { withToasts } from '../../../components/forms/with-toasts';
import { FilterSelect } from '../../../components/lists/list-toolbar';
import { ListPagination } from '../../../components/lists/pagination';
import { RowActions } from '../../../components/lists/row-actions';
import { useFetchErrorToast } from '../../../components/lists/use-fetch-error-toast';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { actionsColumn, DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { RelativeTime } from '../../../components/ui/relative-time';
import { humanize } from '../../../lib/format';
import { AdminPage, useStaffSession } from '../../admin-shell';
import { useMailLog, useMailPreview, useResendMail } from '../api/mail-log';
import { TestEmailDialog } from '../components/test-email-dialog';

const tones: Record<string, BadgeTone> = { pending: 'amber', sending: 'blue', sent: 'green', failed: 'red' };

function Preview({ mail, onClose }: { mail: MailLogItem; onClose: () => void }) {
  const preview = useMailPreview(mail.id);
  const [html, setHtml] = useState(false);
  return (
    <Dialog open onOpenChange={(next) => !next && onClose()}>
      <DialogContent
        title={mail.subject}
        description={`To ${mail.toAddress} · ${humanize(mail.kind)}`}
        className="max-w-3xl"
      >
        <div className="mb-3 flex gap-2">
          <Button size="sm" variant={html ? 'outline' : 'secondary'} onClick={() => setHtml(false)}>
            Text
          </Button>
          <Button size="sm" variant={html ? 'secondary' : 'outline'} onClick={() => setHtml(true)}>
            HTML
          </Button>
        </div>
        {!preview.data ? (
          <p className="text-slate-600">Loading…</p>
        ) : html ? (
          // Sandboxed without scripts: the message renders as the recipient would see it, and can run nothing.
          <iframe
            title="HTML preview"
            sandbox=""
            srcDoc={preview.data.htmlBody}
            className="h-[60vh] w-full rounded-xl border border-slate-200"
          />
        ) : (
          <pre className="whitespace-pre-wrap break-words rounded-xl bg-slate-50 p-4 text-sm text-slate-800">
            {preview.data.textBody}
          </pre>
        )}
        {mail.lastError ? <p className="mt-3 text-sm text-red-700">Last error: {mail.lastError}</p> : null}
      </DialogContent>
    </Dialog>
  );
}

/** Beyond the spec: every message the product sent or tried to send, with resend (issue 3 "Outgoing mail"). */
function MailLog() {
  const [status, setStatus] = useState('');
  const [page, setPage] = useState(1);
  const [previewing, setPreviewing] = useState<MailLogItem | null>(null);
  const log = useMailLog(status, page);
  const resend = useResendMail();
  useFetchErrorToast(log.isError, 'Failed to fetch the e-mail log');

  const again = (mail: MailLogItem) =>
    withToasts(() => resend.mutateAsync(mail.id), 'E-mail queued to send again', {
      title: 'Error',
      describe: () => 'Failed to resend the e-mail',
    });

  const columns: Array<DataTableColumn<MailLogItem>> = [
    {
      header: 'Queued',
      className: 'whitespace-nowrap text-slate-700',
      cell: (mail) => <RelativeTime value={mail.createdAt} />,
    },
    { header: 'To', className: 'text-slate-700', cell: (mail) => mail.toAddress },
    {
      header: 'Subject',
      phone: 'primary',
      cell: (mail) => (
        <>
          <div className="font-medium text-navy-900">{mail.subject}</div>
          <div className="text-xs text-slate-600">{humanize(mail.kind)}</div>
          {mail.lastError ? (
            <div className="mt-1 max-w-md truncate text-xs text-red-700" title={mail.lastError}>
              {mail.lastError}
            </div>
          ) : null}
        </>
      ),
    },
    {
      header: 'Status',
      cell: (mail) => <Badge tone={tones[mail.status] ?? 'slate'}>{humanize(mail.status)}</Badge>,
    },
    { header: 'Attempts', className: 'text-slate-700', cell: (mail) => mail.attempts },
    actionsColumn((mail) => (
      <RowActions
        className="flex gap-1"
        actions={[
          { label: 'Preview', onClick: () => setPreviewing(mail) },
          {
            label: 'Resend',
            onClick: () => void again(mail),
            disabled: resend.isPending || mail.status === 'sending',
          },
        ]}
      />
    )),
  ];

  return (
    <section aria-label="E-mail log" className="rounded-2xl border border-slate-200 bg-white shadow-soft">
      <div className="flex flex-wrap items-end gap-3 border-b border-slate-100 p-4">
        <FilterSelect
          id="mail-status"
          label="Status"
          value={status}
          onChange={(value) => {
            setStatus(value);
            setPage(1);
          }}
          options={mailStatuses.map((v) => [v, humanize(v)])}
        />
      </div>
      <DataTable
        label="E-mails"
        columns={columns}
        rows={log.data?.items}
        rowKey={(mail) => mail.id}
        empty="No e-mails yet"
        loading={log.isFetching}
        rowTestId="mail-row"
        tableClassName="min-w-[900px]"
      />
      <ListPagination answer={log.data} page={page} onPage={setPage} />
      {previewing ? <Preview mail={previewing} onClose={() => setPreviewing(null)} /> : null}
    </section>
  );
}

/** The mail check, for admins: a test e-mail to their own address (or another), its row then in the log. */
function AdminMailCheck() {
  const staff = useStaffSession().data;
  return staff?.role === 'admin' ? <TestEmailDialog defaultEmail={staff.email} /> : null;
}

export default function AdminMailPage() {
  return (
    <AdminPage title="E-mail Log" actions={<AdminMailCheck />}>
      <MailLog />
    </AdminPage>
  );
}
