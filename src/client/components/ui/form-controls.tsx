import {
  forwardRef,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { cn } from '../../lib/cn';
import { OptionList } from './option-list';
import type { Option } from './options';

const control =
  'block w-full rounded-xl border bg-white px-3.5 text-base text-slate-900 placeholder:text-slate-500 shadow-sm transition-colors focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 disabled:bg-slate-100 aria-[invalid=true]:border-red-600';

export const Input = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(function Input(
  { className, ...props },
  ref,
) {
  return <input ref={ref} className={cn(control, 'min-h-11 border-slate-300', className)} {...props} />;
});

export const Textarea = forwardRef<HTMLTextAreaElement, TextareaHTMLAttributes<HTMLTextAreaElement>>(function Textarea(
  { className, ...props },
  ref,
) {
  return <textarea ref={ref} className={cn(control, 'border-slate-300 py-2.5', className)} {...props} />;
});

type SelectProps = SelectHTMLAttributes<HTMLSelectElement> & {
  /** The choices, after any given as children (a "Choose…" that comes first). */
  options?: readonly Option[];
};

export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  { className, children, options, ...props },
  ref,
) {
  return (
    <select
      ref={ref}
      className={cn(
        control,
        'min-h-11 appearance-none border-slate-300 bg-[length:1rem] pr-10',
        'select-chevron',
        className,
      )}
      {...props}
    >
      {children}
      {options ? <OptionList options={options} /> : null}
    </select>
  );
});

/** A labelled form field with its hint and its error, wired for screen readers. */
export function Field(props: {
  id: string;
  label: string;
  required?: boolean;
  error?: string;
  hint?: string;
  children: ReactNode;
  className?: string;
}) {
  const { id, label, required, error, hint, children, className } = props;
  return (
    <div className={cn('space-y-1.5', className)}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
        {required ? (
          <span className="text-red-700" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {children}
      {hint && !error ? (
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** aria attributes of a control inside a Field. */
export const describedBy = (id: string, error?: string, hint?: string) => ({
  'aria-invalid': error ? true : undefined,
  'aria-describedby': error ? `${id}-error` : hint ? `${id}-hint` : undefined,
});

/** A field bots fill in and people never see (kept off-screen, out of the tab order and the accessibility tree). */
export const HoneypotField = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(
  function HoneypotField(props, ref) {
    return (
      <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
        <label>
          Website
          <input ref={ref} type="text" tabIndex={-1} autoComplete="off" {...props} />
        </label>
      </div>
    );
  },
);
