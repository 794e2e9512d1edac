import { useEffect, useState } from 'react';
import type { PasswordVerdict } from '../../../contracts/password-strength';
import type { PasswordRule } from '../../../contracts/passwords';
import { chunkLoader } from '../../lib/chunk-loader';
import { cn } from '../../lib/cn';

// The server's own rule, with its dictionaries: a chunk of its own, fetched when a password screen opens and never
// part of a first load (decision 064).
const loadRule = chunkLoader(() => import('../../../contracts/password-strength'));

// A verdict after a short pause in typing: judging a password takes a few milliseconds, and the first one longer.
const PAUSE_MS = 150;

/** The rule's verdict on `password`, or null while it is empty or the rule is loading (or could not load). */
function usePasswordVerdict(password: string, rule: PasswordRule, userInputs: readonly string[]) {
  const [verdict, setVerdict] = useState<PasswordVerdict | null>(null);
  const inputs = userInputs.join('\n');
  useEffect(() => {
    loadRule().catch(() => undefined);
  }, []);
  useEffect(() => {
    if (!password) {
      setVerdict(null);
      return;
    }
    let active = true;
    const timer = setTimeout(() => {
      loadRule()
        .then((module) => {
          if (active) setVerdict(module.judgePassword(password, rule, inputs ? inputs.split('\n') : []));
        })
        // Without the meter the form still works: the server judges the password when it is saved.
        .catch(() => undefined);
    }, PAUSE_MS);
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [password, rule, inputs]);
  return verdict;
}

const words = ['Very weak', 'Weak', 'Fair', 'Strong', 'Very strong'] as const;

/**
 * How hard the password being typed is to guess, as four bars and a word, with what the rule says: the server's
 * own message when it would refuse the password (a refused one is never called strong, whatever its score). `id`
 * is the hint's, for the input's `aria-describedby`; `hint` shows while nothing is typed.
 */
export function PasswordStrengthMeter(props: {
  id: string;
  password: string;
  rule: PasswordRule;
  userInputs: readonly string[];
  hint: string;
}) {
  const verdict = usePasswordVerdict(props.password, props.rule, props.userInputs);
  const level = verdict ? (verdict.problem ? Math.min(verdict.score, 2) : Math.max(verdict.score, 3)) : 0;
  const filled = verdict ? Math.max(level, 1) : 0;
  const colour = !verdict?.problem ? 'bg-brand-600' : level < 2 ? 'bg-red-600' : 'bg-amber-500';
  return (
    <div className="space-y-1.5" data-testid="password-strength" data-strength={verdict ? words[level] : undefined}>
      <div aria-hidden="true" className="flex gap-1">
        {[1, 2, 3, 4].map((bar) => (
          <span key={bar} className={cn('h-1.5 flex-1 rounded-full', bar <= filled ? colour : 'bg-slate-200')} />
        ))}
      </div>
      <p id={props.id} aria-live="polite" className="text-sm text-slate-600">
        {verdict ? (
          <>
            <span className={cn('font-semibold', verdict.problem ? 'text-red-700' : 'text-brand-700')}>
              {words[level]}
            </span>
            {verdict.problem ? `: ${verdict.problem}` : ': the password meets the rule.'}
          </>
        ) : (
          props.hint
        )}
      </p>
    </div>
  );
}
