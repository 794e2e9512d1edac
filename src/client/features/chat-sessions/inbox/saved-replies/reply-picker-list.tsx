import type { SavedReplyItem } from '../../../../../contracts/saved-replies';
import { cn } from '../../../../lib/cn';

/** The saved replies offered above the reply box, the chosen one marked; a click puts one in. */
export function ReplyPickerList(props: {
  id: string;
  offered: SavedReplyItem[];
  active: number;
  query: string;
  onUse: (reply: SavedReplyItem) => void;
}) {
  return (
    <div className="absolute inset-x-0 bottom-full z-20 mb-2 rounded-xl border border-slate-200 bg-white p-1 shadow-lg">
      {props.offered.length === 0 ? (
        <p className="px-3 py-2 text-sm text-slate-600">No saved reply matches /{props.query}.</p>
      ) : (
        <div id={props.id} role="listbox" aria-label="Saved replies" className="max-h-60 overflow-y-auto">
          {props.offered.map((reply, index) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents: the reply box's arrows and Enter choose, as a combobox's do
            <div
              key={reply.id}
              tabIndex={-1}
              id={`${props.id}-${reply.id}`}
              role="option"
              aria-selected={index === props.active}
              // Keeps the focus (and the caret) in the reply box.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => props.onUse(reply)}
              className={cn(
                'cursor-pointer rounded-lg px-3 py-2 text-sm',
                index === props.active ? 'bg-slate-100' : 'hover:bg-slate-50',
              )}
            >
              <span className="block font-mono text-xs font-semibold text-navy-900">/{reply.shortcut}</span>
              <span className="block truncate text-slate-700">{reply.body}</span>
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
