'use client';

import { useActionState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { signInWithOidc, signInWithPassword, type SignInState } from './actions';

export function LoginForm({
  callbackUrl,
  oidcName,
  initialMessage,
}: {
  callbackUrl: string;
  oidcName: string | null;
  initialMessage?: string;
}) {
  const [state, action, pending] = useActionState<SignInState, FormData>(signInWithPassword, {
    message: initialMessage,
  });
  return (
    <div className="space-y-5">
      {state.message && <Alert tone="danger">{state.message}</Alert>}
      <form action={action} className="space-y-4" noValidate>
        <input type="hidden" name="callbackUrl" value={callbackUrl} />
        <Field label="Email" error={state.fieldErrors?.email} required>
          <Input name="email" type="email" autoComplete="username" defaultValue={state.email} autoFocus />
        </Field>
        <Field label="Password" error={state.fieldErrors?.password} required>
          <Input name="password" type="password" autoComplete="current-password" />
        </Field>
        <Button type="submit" variant="primary" className="w-full justify-center" pending={pending}>
          Sign in
        </Button>
      </form>
      {oidcName && (
        <form action={signInWithOidc}>
          <input type="hidden" name="callbackUrl" value={callbackUrl} />
          <div className="mb-4 flex items-center gap-3 text-xs text-slate-500">
            <span className="h-px flex-1 bg-slate-200" />
            or
            <span className="h-px flex-1 bg-slate-200" />
          </div>
          <Button type="submit" className="w-full justify-center">
            Continue with {oidcName}
          </Button>
        </form>
      )}
    </div>
  );
}
