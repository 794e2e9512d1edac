import { Building2, Phone } from 'lucide-react';
import { type FormEvent, type InputHTMLAttributes, useEffect, useState } from 'react';
import { Link } from 'wouter';
import { PORTAL_LOGIN_REQUIRED } from '../../../../../contracts/portal';
import { Button } from '../../../../components/ui/button';
import { Field, Input } from '../../../../components/ui/form-controls';
import { telHref, useSite } from '../../../../lib/site-config';
import { usePortalLogin } from '../api/session';
import { PortalFrame } from './portal-frame';
import { usePortalNotice } from './portal-notice';

const PROBLEM_ID = 'portal-login-problem';

/** A required field of the sign-in, pointing screen readers to the sign-in's problem while there is one. */
function LoginField({
  id,
  label,
  problem,
  value,
  onValue,
  ...input
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'> & {
  id: string;
  label: string;
  problem: string | null;
  value: string;
  onValue: (value: string) => void;
}) {
  return (
    <Field id={id} label={label} required>
      <Input
        id={id}
        {...input}
        aria-required="true"
        aria-describedby={problem ? PROBLEM_ID : undefined}
        value={value}
        onChange={(event) => onValue(event.target.value)}
      />
    </Field>
  );
}

/** The portal's sign-in (docs/product/portal.md): location code and password, 'Access Portal'. */
export function PortalLoginForm() {
  const site = useSite();
  const login = usePortalLogin();
  const [locationCode, setLocationCode] = useState('');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const announce = usePortalNotice();
  // Signed out (or the session ended): what the last session was told is not for the next one.
  useEffect(() => announce(null), [announce]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    // Both required, judged after trimming (the code is also uppercased before it is sent) (docs/product/portal.md).
    if (!locationCode.trim() || !password.trim()) {
      setProblem(PORTAL_LOGIN_REQUIRED);
      return;
    }
    setProblem(null);
    try {
      const location = await login.mutateAsync({ locationCode, password });
      // Said on the screen that follows, in the page: a toast would cover that screen's header (decision 064).
      announce({ title: 'Authentication Successful', description: `Welcome, ${location.propertyManager}!` });
    } catch (error) {
      setProblem(error instanceof Error ? error.message : PORTAL_LOGIN_REQUIRED);
      setPassword('');
    }
  };

  return (
    <PortalFrame>
      <span className="inline-flex size-12 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
        <Building2 aria-hidden="true" className="size-6" />
      </span>
      <h1 className="mt-4 text-2xl font-bold text-navy-900">Property Manager Portal</h1>
      <p className="mt-1 text-slate-600">
        Follow your market's installation, milestones and requests. Sign in with the location code and password from
        your welcome e-mail.
      </p>
      <form onSubmit={onSubmit} className="mt-6 space-y-4" aria-label="Portal login" noValidate>
        <LoginField
          id="portal-code"
          label="Location Code"
          name="locationCode"
          autoComplete="username"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          className="uppercase placeholder:normal-case"
          placeholder="e.g. LUX101"
          problem={problem}
          value={locationCode}
          onValue={setLocationCode}
        />
        <LoginField
          id="portal-password"
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          maxLength={200}
          problem={problem}
          value={password}
          onValue={setPassword}
        />
        {problem ? (
          <p
            id={PROBLEM_ID}
            role="alert"
            className="rounded-xl border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-red-800"
          >
            {problem}
          </p>
        ) : null}
        <Button type="submit" size="lg" className="w-full" disabled={login.isPending}>
          {login.isPending ? 'Signing in...' : 'Access Portal'}
        </Button>
      </form>
      <div className="mt-6 border-t border-slate-200 pt-4 text-sm text-slate-600">
        <p>Trouble signing in? Your partnership team can help.</p>
        <a
          href={telHref(site.phone)}
          className="mt-2 inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          <Phone aria-hidden="true" className="size-4" />
          {site.phone}
        </a>
        <div>
          <Link
            href="/"
            className="inline-flex min-h-11 items-center text-slate-600 underline-offset-4 hover:underline"
          >
            Back to the public site
          </Link>
        </div>
      </div>
    </PortalFrame>
  );
}
