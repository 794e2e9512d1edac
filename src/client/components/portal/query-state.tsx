import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Button } from '../ui/button';
import { Spinner } from '../ui/spinner';

/** A portal list or record: a spinner while it loads, a retry when it failed, then its content. */
export function QueryState<T>(props: {
  query: UseQueryResult<T>;
  loading: string;
  failed: string;
  children: (data: T) => ReactNode;
}) {
  const { query } = props;
  if (query.isPending) return <Spinner label={props.loading} className="py-10" />;
  if (query.isError) {
    return (
      <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-900">
        <p>{props.failed}</p>
        <Button variant="outline" size="sm" className="mt-3" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  return <>{props.children(query.data)}</>;
}

/** What a list says when it has nothing yet. */
export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-xl border border-dashed border-slate-300 px-4 py-8 text-center text-sm text-slate-600">
      {children}
    </p>
  );
}
