import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { SuggestionItem } from '../../../../contracts/assistant-admin';
import { SuggestionCard } from './suggestion-card';

const suggestion = (status: SuggestionItem['status']): SuggestionItem => ({
  id: 7,
  feedbackId: null,
  suggestedQuestion: 'Do you sell lottery tickets?',
  suggestedAnswer: null,
  suggestedCategory: 'general',
  suggestedPriority: 1,
  customerLocation: null,
  feedbackContext: null,
  status,
  implementedTrainingDataId: status === 'implemented' ? 12 : null,
  reviewedBy: null,
  reviewedAt: null,
  reviewNotes: null,
  createdAt: '2025-03-01T10:00:00.000Z',
  source: 'chat',
  askedCount: 1,
  lastAskedAt: null,
  sessionId: null,
  candidates: null,
  uncovered: null,
});

/** The labels of the card's buttons. */
const buttons = (status: SuggestionItem['status']) =>
  [
    ...renderToStaticMarkup(
      <SuggestionCard
        suggestion={suggestion(status)}
        onReview={() => undefined}
        onImplement={() => undefined}
        onTeach={() => undefined}
      />,
    ).matchAll(/<button[^>]*>([^<]*)<\/button>/g),
  ].map((match) => match[1]);

// Review and Implement for pending, Implement for approved, none otherwise (docs/product/training.md); Teach (an
// entry should have answered it, or not our topic) whenever Implement is offered.
describe('the actions a suggestion card offers', () => {
  it('offers Review, Implement and Teach while pending', () => {
    expect(buttons('pending')).toEqual(['Review', 'Implement', 'Teach']);
  });

  it('offers Implement and Teach only once approved', () => {
    expect(buttons('approved')).toEqual(['Implement', 'Teach']);
  });

  it('offers nothing once rejected or implemented (the server refuses both)', () => {
    expect(buttons('rejected')).toEqual([]);
    expect(buttons('implemented')).toEqual([]);
  });
});

describe('what a chat suggestion says it lacks', () => {
  const markup = (uncovered: string | null) =>
    renderToStaticMarkup(
      <SuggestionCard
        suggestion={{ ...suggestion('pending'), uncovered }}
        onReview={() => undefined}
        onImplement={() => undefined}
        onTeach={() => undefined}
      />,
    );

  it('names the words no entry covered, as text', () => {
    expect(markup('lottery, <b>tickets</b>')).toContain(
      'Not covered by any entry: </span>lottery, &lt;b&gt;tickets&lt;/b&gt;',
    );
    expect(markup(null)).not.toContain('Not covered');
  });
});
