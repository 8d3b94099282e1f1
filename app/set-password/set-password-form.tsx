'use client';

import { useState, useSyncExternalStore, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { setPasswordAction } from './actions';

let captured: string | undefined;

/**
 * The token from the link's fragment, read once; the fragment is then taken out of the address bar
 * and history. A link opened over this one (a new fragment) is read again.
 */
function linkToken(): string {
  if (captured === undefined) {
    captured = new URLSearchParams(window.location.hash.slice(1)).get('token') ?? '';
    if (window.location.hash) window.history.replaceState(null, '', window.location.pathname);
  }
  return captured;
}

function onNewLink(changed: () => void) {
  const listener = () => {
    if (!window.location.hash) return;
    captured = undefined;
    changed();
  };
  window.addEventListener('hashchange', listener);
  return () => window.removeEventListener('hashchange', listener);
}

/** New password twice; the rules are the registration's (8 to 128 characters). */
export function SetPasswordForm() {
  // The fragment exists only in the browser: null while rendered on the server.
  const token = useSyncExternalStore(onNewLink, linkToken, () => null);
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});
  const [message, setMessage] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [pending, setPending] = useState(false);

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    const password = String(data.get('password') ?? '');
    if (password !== String(data.get('confirm') ?? '')) {
      setErrors({ confirm: 'The two passwords differ' });
      return;
    }
    setPending(true);
    const result = await setPasswordAction({ token, password });
    setPending(false);
    if (result.ok) {
      setDone(true);
      return;
    }
    setErrors({ password: result.fieldErrors.password });
    setMessage(result.fieldErrors.password ? null : result.message);
  }

  if (done)
    return <Alert tone="success">Your password is set. You can now sign in to your company account.</Alert>;
  if (token === '')
    return (
      <Alert tone="danger">This link is not complete; open it again from the message you were sent.</Alert>
    );
  return (
    <form onSubmit={submit} noValidate aria-label="Set your password" className="space-y-4">
      {message && <Alert tone="danger">{message}</Alert>}
      <Field label="New password" required error={errors.password} hint="8 to 128 characters">
        <Input name="password" type="password" autoComplete="new-password" />
      </Field>
      <Field label="New password again" required error={errors.confirm}>
        <Input name="confirm" type="password" autoComplete="new-password" />
      </Field>
      <Button
        type="submit"
        variant="primary"
        className="w-full justify-center"
        pending={pending}
        disabled={token === null}
      >
        Set password
      </Button>
    </form>
  );
}
