import type { ReactNode } from 'react';

/** A table cell of two plain lines, one under the other (a name over an e-mail address). */
export function TwoLineCell({ first, second }: { first: ReactNode; second: ReactNode }) {
  return (
    <>
      <div>{first}</div>
      <div>{second}</div>
    </>
  );
}
