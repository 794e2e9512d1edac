import type { OutOfScopeAdded, PhrasingAdded } from '../../../../contracts/assistant-teaching';
import type { ToastText } from '../../../components/forms/with-toasts';

const quoted = (titles: readonly string[]) => titles.map((title) => `“${title}”`).join(', ');

/** Where the same words were before a phrasing took them (a message belongs to one answer), if anywhere. */
export function movedNote(added: PhrasingAdded): string | undefined {
  const from = [
    ...(added.movedFrom.length ? [quoted(added.movedFrom)] : []),
    ...(added.wasOutOfScope ? ['the out-of-scope examples'] : []),
  ];
  return from.length ? `Taken off ${from.join(' and ')}.` : undefined;
}

/** The toast of "this should have been answered by…". */
export const phrasingTaught = (added: PhrasingAdded): ToastText => ({
  title: 'Taught',
  description: [`“${added.text}” is now answered by “${added.entry.title}”.`, movedNote(added)]
    .filter(Boolean)
    .join(' '),
});

/** The toast of "not our topic". */
export const outOfScopeTaught = (added: OutOfScopeAdded): ToastText => ({
  title: 'Taught',
  description: [
    `The assistant no longer answers “${added.example.text}”: it says it is not our topic.`,
    added.removedFrom.length ? `Taken off ${quoted(added.removedFrom)}.` : undefined,
  ]
    .filter(Boolean)
    .join(' '),
});
