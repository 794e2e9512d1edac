import { LIVE_MESSAGE_MAX } from '../../../../../contracts/live-chat';
import { type SavedReplyItem, SHORTCUT_MAX, savedReplyRequest } from '../../../../../contracts/saved-replies';
import { TextareaField, TextField } from '../../../../components/forms/record-fields';
import { type DialogShown, RecordFormDialog } from '../../../../components/forms/record-form-dialog';
import { recordWords } from '../../../../components/forms/record-words';
import { useSaveSavedReply } from './api';

/** "Add Saved Reply" and its edit twin: the shortcut typed after "/" and the text it puts in the reply box. */
export function SavedReplyFormDialog({ reply, ...shown }: { reply: SavedReplyItem | null } & DialogShown) {
  const save = useSaveSavedReply();
  return (
    <RecordFormDialog
      {...shown}
      recordKey={reply?.id}
      idPrefix="saved-reply"
      schema={savedReplyRequest}
      defaultValues={{ shortcut: reply?.shortcut ?? '', body: reply?.body ?? '' }}
      {...recordWords('Saved Reply', reply !== null)}
      description='Type "/" and the shortcut in a chat’s reply box to put this text in it.'
      save={(values) => save(values, reply?.id)}
    >
      {(common) => (
        <>
          <TextField
            {...common}
            name="shortcut"
            label="Shortcut"
            required
            maxLength={SHORTCUT_MAX}
            autoComplete="off"
            hint="Lowercase letters, digits and hyphens, such as welcome or no-cost."
          />
          <TextareaField {...common} name="body" label="Reply" required maxLength={LIVE_MESSAGE_MAX} rows={5} />
        </>
      )}
    </RecordFormDialog>
  );
}
