import { describe, expect, it } from 'vitest';
import { reducer, TOAST_LIMIT, type Toast } from './use-toast';

const make = (id: string): Toast => ({ id, title: `toast ${id}`, open: true });

describe('toast store (docs/product/public-site.md)', () => {
  it('shows one toast at a time: a new one replaces the visible one', () => {
    expect(TOAST_LIMIT).toBe(1);
    let state = reducer({ toasts: [] }, { type: 'ADD_TOAST', toast: make('1') });
    state = reducer(state, { type: 'ADD_TOAST', toast: make('2') });
    expect(state.toasts.map((t) => t.id)).toEqual(['2']);
  });

  it('updates, dismisses (closes) and then removes a toast', () => {
    let state = reducer({ toasts: [] }, { type: 'ADD_TOAST', toast: make('1') });
    state = reducer(state, { type: 'UPDATE_TOAST', toast: { id: '1', title: 'changed' } });
    expect(state.toasts[0]?.title).toBe('changed');
    state = reducer(state, { type: 'DISMISS_TOAST', toastId: '1' });
    expect(state.toasts[0]?.open).toBe(false);
    state = reducer(state, { type: 'REMOVE_TOAST', toastId: '1' });
    expect(state.toasts).toEqual([]);
  });
});
