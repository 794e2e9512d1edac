import { LockKeyhole } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { LabelledInput } from '../../../components/forms/labelled-input';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { parseApiError } from '../../../lib/api';
import { useStaffLogin } from '../api/session';

/** The back office's login gate (docs/product/back-office.md). */
export function LoginForm() {
  const login = useStaffLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await login.mutateAsync({ email, password });
      toast({ title: 'Logged in successfully' });
      setPassword('');
    } catch (error) {
      const details = parseApiError(error);
      if (details?.status === 401) {
        toast({ title: 'Login Failed', description: 'Invalid username or password', variant: 'destructive' });
      } else if (details?.status === 429) {
        toast({ title: 'Login Failed', description: details.message, variant: 'destructive' });
      } else {
        toast({ title: 'Error', description: 'An error occurred during login', variant: 'destructive' });
      }
    }
  };

  return (
    <div className="flex min-h-screen items-center justify-center bg-gradient-to-br from-navy-950 via-navy-900 to-navy-700 px-4 py-12">
      <main id="main" className="w-full max-w-md rounded-3xl bg-white p-8 shadow-lift">
        <span className="inline-flex size-12 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
          <LockKeyhole aria-hidden="true" className="size-6" />
        </span>
        <h1 className="mt-4 text-2xl font-bold text-navy-900">Admin Login</h1>
        <p className="mt-1 text-slate-600">Sign in to the Elevate back office.</p>
        <form onSubmit={onSubmit} className="mt-6 space-y-4" aria-label="Admin login">
          <LabelledInput
            id="admin-email"
            label="Email"
            type="email"
            autoComplete="username"
            required
            value={email}
            onValueChange={setEmail}
          />
          <LabelledInput
            id="admin-password"
            label="Password"
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onValueChange={setPassword}
          />
          <Button type="submit" size="lg" className="w-full" disabled={login.isPending}>
            {login.isPending ? 'Signing in...' : 'Sign In'}
          </Button>
        </form>
      </main>
    </div>
  );
}
