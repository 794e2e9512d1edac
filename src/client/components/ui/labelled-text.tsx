import type { ReactNode } from 'react';

/**
 * A paragraph led by its label ("Context: …", "Notes: …"), the label in bold; nothing at all when there is no text
 * (an empty field, an empty list joined).
 */
export function LabelledText(props: {
  label: string;
  /** The paragraph's classes (spacing, size, colour, a background). */
  className?: string;
  /** The label's weight and colour. */
  labelClassName?: string;
  children: ReactNode;
}) {
  const { children } = props;
  if (children === null || children === undefined || children === false || children === '') return null;
  return (
    <p className={props.className}>
      <span className={props.labelClassName ?? 'font-medium'}>{`${props.label}: `}</span>
      {children}
    </p>
  );
}
