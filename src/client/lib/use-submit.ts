import { useCallback, useRef, useState } from 'react';

/**
 * A form submission through the request layer, for the public pages, which carry no query library to keep the
 * first load small (the back office uses TanStack Query). Like a mutation: never retried, one at a time.
 */
export function useSubmit<TInput, TResult>(submit: (input: TInput) => Promise<TResult>) {
  const [isPending, setPending] = useState(false);
  const inFlight = useRef(false);
  const run = useCallback(
    async (input: TInput): Promise<TResult> => {
      if (inFlight.current) throw new Error('A submission is already in progress');
      inFlight.current = true;
      setPending(true);
      try {
        return await submit(input);
      } finally {
        inFlight.current = false;
        setPending(false);
      }
    },
    [submit],
  );
  return { submit: run, isPending };
}
