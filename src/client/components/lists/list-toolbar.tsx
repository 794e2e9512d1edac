import { Download, Search } from 'lucide-react';
import type { ReactNode } from 'react';
import { buttonClasses } from '../ui/button';
import { Input } from '../ui/form-controls';
import type { Option } from '../ui/options';

type FrameProps = {
  id: string;
  search: string;
  onSearch: (value: string) => void;
  placeholder: string;
  /** The filters beside the search box, if any. */
  children?: ReactNode;
  end?: ReactNode;
};

/** Search box and filters above a back-office list (and whatever comes at the end of the row). */
export function ListToolbarFrame(props: FrameProps) {
  return (
    <div className="flex flex-col gap-3 border-b border-slate-100 p-4 lg:flex-row lg:items-end">
      <div className="relative flex-1">
        <label htmlFor={`${props.id}-search`} className="sr-only">
          Search
        </label>
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-500"
        />
        <Input
          id={`${props.id}-search`}
          type="search"
          className="pl-9"
          placeholder={props.placeholder}
          value={props.search}
          onChange={(event) => props.onSearch(event.target.value)}
        />
      </div>
      {props.children ? <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">{props.children}</div> : null}
      {props.end}
    </div>
  );
}

/** Export CSV at the end of a dashboard list's toolbar: the list as filtered, downloaded. */
export function ExportCsvLink({ href }: { href: string }) {
  return (
    <a href={href} download className={buttonClasses('outline', 'md')}>
      <Download aria-hidden="true" className="size-4" />
      Export CSV
    </a>
  );
}

/** A labelled filter select with an "all" choice. */
export function FilterSelect(props: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly Option[];
}) {
  return (
    <div className="min-w-40">
      <label htmlFor={props.id} className="mb-1 block text-xs font-medium text-slate-600">
        {props.label}
      </label>
      <select
        id={props.id}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        className="select-chevron block min-h-11 w-full appearance-none rounded-xl border border-slate-300 bg-white bg-[length:1rem] px-3 pr-9 text-sm"
      >
        <option value="">All</option>
        {props.options.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
    </div>
  );
}
