import type { ReactNode } from 'react';

/** A button of the chat that starts a request: off, and busy for screen readers, until the request has answered. */
export function BusyButton(props: {
  busy: boolean;
  onClick: () => Promise<void>;
  className: string;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      onClick={() => void props.onClick()}
      disabled={props.busy}
      aria-busy={props.busy || undefined}
      className={props.className}
    >
      {props.children}
    </button>
  );
}
