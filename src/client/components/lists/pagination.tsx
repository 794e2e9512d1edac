import { Button } from '../ui/button';

/** "Showing 26–50 of 1,240" with previous and next. */
export function Pagination(props: { page: number; pageSize: number; total: number; onPage: (page: number) => void }) {
  const { page, pageSize, total, onPage } = props;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <nav
      aria-label="Pages"
      className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 px-4 py-3 text-sm text-slate-600"
    >
      <p aria-live="polite">
        Showing {first.toLocaleString('en-US')}–{last.toLocaleString('en-US')} of {total.toLocaleString('en-US')}
      </p>
      <div className="flex gap-2">
        <Button
          variant="outline"
          size="sm"
          className="min-h-11 sm:min-h-9"
          disabled={page <= 1}
          onClick={() => onPage(page - 1)}
        >
          Previous
        </Button>
        <Button
          variant="outline"
          size="sm"
          className="min-h-11 sm:min-h-9"
          disabled={page >= pages}
          onClick={() => onPage(page + 1)}
        >
          Next
        </Button>
      </div>
    </nav>
  );
}

/** The pages under a list, once its answer came and has rows. */
export function ListPagination(props: {
  answer: { pageSize: number; total: number } | undefined;
  page: number;
  onPage: (page: number) => void;
}) {
  const { answer } = props;
  if (!answer || answer.total === 0) return null;
  return <Pagination page={props.page} pageSize={answer.pageSize} total={answer.total} onPage={props.onPage} />;
}
