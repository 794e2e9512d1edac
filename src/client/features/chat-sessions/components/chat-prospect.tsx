import { zodResolver } from '@hookform/resolvers/zod';
import { Target } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'wouter';
import type { z } from 'zod';
import { type ChatSessionDetail, chatProspectRequest } from '../../../../contracts/assistant-admin';
import { withToasts } from '../../../components/forms/with-toasts';
import { Button } from '../../../components/ui/button';
import { describedBy, Field, Input } from '../../../components/ui/form-controls';
import { useStaffSession } from '../../admin-shell';
import { useCreateChatProspect } from '../api/create-chat-prospect';

type FormInput = z.input<typeof chatProspectRequest>;
type FormOutput = z.output<typeof chatProspectRequest>;

// Decision 007: admins and managers turn a conversation into a prospect; support only reads it.
const mayCreate = (role: string | undefined) => role === 'admin' || role === 'manager';

function ProspectForm({ sessionId, onCancel }: { sessionId: string; onCancel: () => void }) {
  const create = useCreateChatProspect(sessionId);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(chatProspectRequest),
    defaultValues: { locationName: '', companyName: '' },
  });
  const errors = form.formState.errors;
  // The form replaces the button that opened it: focus moves to its first field.
  useEffect(() => form.setFocus('locationName'), [form]);
  const onSubmit = form.handleSubmit(async (values) => {
    await withToasts(() => create.mutateAsync(values), 'Prospect created', { title: 'Error creating prospect' });
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Create prospect" className="space-y-3">
      <div className="grid gap-3 sm:grid-cols-2">
        <Field id="prospect-location" label="Location name" required error={errors.locationName?.message}>
          <Input
            id="prospect-location"
            {...describedBy('prospect-location', errors.locationName?.message)}
            {...form.register('locationName')}
          />
        </Field>
        <Field id="prospect-company" label="Company" error={errors.companyName?.message}>
          <Input
            id="prospect-company"
            {...describedBy('prospect-company', errors.companyName?.message)}
            {...form.register('companyName')}
          />
        </Field>
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={form.formState.isSubmitting}>
          Create prospect
        </Button>
      </div>
    </form>
  );
}

/**
 * Beyond the spec: the conversation's contact becomes a CRM prospect, once, when the visitor left an e-mail. After
 * that the session shows the prospect instead of the action.
 */
export function ChatProspect({ session }: { session: ChatSessionDetail }) {
  const staff = useStaffSession();
  const [asking, setAsking] = useState(false);
  if (session.prospectId !== null) {
    return (
      <p className="flex items-center gap-2 rounded-xl bg-emerald-50 px-4 py-3 text-sm text-emerald-900">
        <Target aria-hidden="true" className="size-4 shrink-0" />
        <span>
          Prospect #{session.prospectId} was created from this conversation (see{' '}
          <Link href="/admin-crm-prospects" className="font-semibold underline">
            CRM Prospects
          </Link>
          ).
        </span>
      </p>
    );
  }
  if (!session.userEmail || !mayCreate(staff.data?.role)) return null;
  return (
    <section aria-label="Follow-up" className="rounded-xl border border-slate-200 p-4">
      {asking ? (
        <ProspectForm sessionId={session.sessionId} onCancel={() => setAsking(false)} />
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-slate-700">Follow up this visitor as a lead in the CRM.</p>
          <Button variant="outline" onClick={() => setAsking(true)} icon={Target}>
            Create prospect
          </Button>
        </div>
      )}
    </section>
  );
}
