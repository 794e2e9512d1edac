import type { AnswerExplanation } from '../../../../contracts/chat';

type Model = NonNullable<AnswerExplanation['model']>;

const pct = (share: number) => `${Math.round(share * 100)} %`;
const NOT_OURS = 'not ours to answer';
const named = (title: string | null) => (title === null ? NOT_OURS : `“${title}”`);

/**
 * What the intent model understood, for staff, as label and plain words: its pick and how sure it was, the
 * runner-up, and the phrasing (or out-of-scope example) it learned that is closest to the message.
 */
export function modelLines(model: Model): { label: string; text: string }[] {
  if (model.taught)
    return [
      {
        label: 'The model',
        text:
          model.entry === null
            ? 'staff taught this message as not our topic'
            : `staff taught this message as a phrasing of “${model.entry}”`,
      },
      ...(model.closestPhrasing ? [{ label: 'Taught as', text: `“${model.closestPhrasing}”` }] : []),
    ];
  return [
    { label: 'The model’s pick', text: `${named(model.entry)}, ${pct(model.probability)} sure` },
    ...(model.runnerUp
      ? [{ label: 'Runner-up', text: `${named(model.runnerUp.title)}, ${pct(model.runnerUp.probability)}` }]
      : []),
    ...(model.closestPhrasing
      ? [
          {
            label: model.entry === null ? 'Closest example of what is not ours' : 'Closest phrasing it learned',
            text: `“${model.closestPhrasing}”`,
          },
        ]
      : []),
  ];
}
