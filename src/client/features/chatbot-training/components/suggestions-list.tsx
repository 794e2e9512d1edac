import { useState } from 'react';
import type { SuggestionItem } from '../../../../contracts/assistant-admin';
import { suggestionStatuses } from '../../../../contracts/enums';
import { CardListScreen } from '../../../components/lists/card-list-screen';
import type { ListFilter } from '../../../components/lists/list-filter-selects';
import { optionsOf } from '../../../components/ui/options';
import { Spinner } from '../../../components/ui/spinner';
import { useListFilters } from '../../../lib/use-list-filters';
import { useSuggestionCounts, useSuggestions } from '../api/suggestions';
import { TeachDialog } from '../teach/teach-dialog';
import { SuggestionCard } from './suggestion-card';
import { SuggestionCountCards } from './suggestion-counts';
import { ImplementSuggestionDialog, ReviewSuggestionDialog } from './suggestion-dialogs';

const filterSelects: Array<ListFilter<'status'>> = [
  { key: 'status', id: 'suggestions-filter-status', label: 'Status', options: optionsOf(suggestionStatuses) },
];

type Open = { kind: 'review' | 'implement' | 'teach'; suggestion: SuggestionItem } | null;

/** /admin-training-suggestions (docs/product/training.md): the counts and the suggestions, most asked first, with their dialogs. */
export function SuggestionsList() {
  const view = useListFilters(['status'] as const);
  const list = useSuggestions(view.filters, view.page);
  const counts = useSuggestionCounts();
  const [open, setOpen] = useState<Open>(null);

  return (
    <>
      <SuggestionCountCards counts={counts.data} />
      <CardListScreen
        label="Training suggestions"
        id="suggestions"
        placeholder="Search questions and context…"
        view={view}
        query={list}
        fetchError="Failed to fetch training suggestions"
        filterSelects={filterSelects}
        loading={<Spinner label="Loading suggestions" className="py-12" />}
        empty={view.filtered ? 'No suggestions match your filters' : 'No training suggestions yet'}
      >
        {(suggestion) => (
          <SuggestionCard
            key={suggestion.id}
            suggestion={suggestion}
            onReview={() => setOpen({ kind: 'review', suggestion })}
            onImplement={() => setOpen({ kind: 'implement', suggestion })}
            onTeach={() => setOpen({ kind: 'teach', suggestion })}
          />
        )}
      </CardListScreen>
      {open?.kind === 'review' ? (
        <ReviewSuggestionDialog suggestion={open.suggestion} onClose={() => setOpen(null)} />
      ) : null}
      {open?.kind === 'implement' ? (
        <ImplementSuggestionDialog suggestion={open.suggestion} onClose={() => setOpen(null)} />
      ) : null}
      {open?.kind === 'teach' ? (
        <TeachDialog
          question={open.suggestion.suggestedQuestion}
          source={{ suggestionId: open.suggestion.id }}
          closest={(open.suggestion.candidates ?? []).filter((c) => c.id !== null).map((c) => c.title)}
          onClose={() => setOpen(null)}
          onTaught={() => setOpen(null)}
        />
      ) : null}
    </>
  );
}
