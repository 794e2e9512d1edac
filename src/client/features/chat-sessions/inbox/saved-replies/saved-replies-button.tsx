import { MessageSquareText, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { SavedReplyItem } from '../../../../../contracts/saved-replies';
import { ConfirmDeleteDialog } from '../../../../components/forms/confirm-delete-dialog';
import { Button } from '../../../../components/ui/button';
import { Dialog, DialogContent } from '../../../../components/ui/dialog';
import { IconButton } from '../../../../components/ui/icon-button';
import { Spinner } from '../../../../components/ui/spinner';
import { useDeleteSavedReply, useSavedReplies } from './api';
import { SavedReplyFormDialog } from './saved-reply-form-dialog';

const iconButton =
  'inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100';

/** The team's saved replies, to add, edit and delete (docs/product/live-chat.md). */
function SavedRepliesList() {
  const replies = useSavedReplies();
  const remove = useDeleteSavedReply();
  const [editing, setEditing] = useState<SavedReplyItem | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<SavedReplyItem | null>(null);
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-slate-700">
          In a chat's reply box, type <kbd className="rounded border border-slate-300 px-1">/</kbd> and a shortcut.
        </p>
        <Button size="sm" onClick={() => setEditing(null)}>
          <Plus aria-hidden="true" className="size-4" />
          Add Saved Reply
        </Button>
      </div>
      {replies.isPending ? (
        <Spinner label="Loading saved replies…" className="py-6" />
      ) : replies.data?.length ? (
        <ul aria-label="Saved replies" className="max-h-[60vh] divide-y divide-slate-200 overflow-y-auto">
          {replies.data.map((reply) => (
            <li key={reply.id} className="flex items-start gap-2 py-2">
              <div className="min-w-0 flex-1">
                <p className="font-mono text-sm font-semibold text-navy-900">/{reply.shortcut}</p>
                <p className="line-clamp-2 text-sm text-slate-700 wrap-anywhere">{reply.body}</p>
              </div>
              <IconButton
                label={`Edit /${reply.shortcut}`}
                icon={Pencil}
                onClick={() => setEditing(reply)}
                className={iconButton}
              />
              <IconButton
                label={`Delete /${reply.shortcut}`}
                icon={Trash2}
                onClick={() => setDeleting(reply)}
                className={iconButton}
              />
            </li>
          ))}
        </ul>
      ) : (
        <p className="rounded-xl bg-slate-50 px-3 py-6 text-center text-sm text-slate-600">No saved replies yet.</p>
      )}
      <SavedReplyFormDialog
        open={editing !== undefined}
        reply={editing ?? null}
        onClose={() => setEditing(undefined)}
      />
      <ConfirmDeleteDialog
        record={deleting}
        onClose={() => setDeleting(null)}
        remove={remove}
        noun="Saved Reply"
        message={(reply) => `Delete /${reply.shortcut}? Nobody on the team can insert it any more.`}
      />
    </div>
  );
}

/** "Saved replies" above the inbox: the dialog where the team keeps its ready answers. */
export function SavedRepliesButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
        <MessageSquareText aria-hidden="true" className="size-4" />
        Saved replies
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent title="Saved replies" className="max-w-xl">
          {open ? <SavedRepliesList /> : null}
        </DialogContent>
      </Dialog>
    </>
  );
}
