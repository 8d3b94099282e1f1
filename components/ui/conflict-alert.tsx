'use client';

import type { ReactNode } from 'react';
import { useRouter } from 'next/navigation';
import { Alert } from './alert';
import { Button } from './button';

/**
 * The banner of a save refused because the record changed since the form was opened (409 CONFLICT
 * on If-Match): says so and offers Reload, which fetches the other person's version.
 */
export function ConflictAlert({ title, children }: { title: string; children: ReactNode }) {
  const router = useRouter();
  return (
    <Alert
      tone="warning"
      title={title}
      actions={
        <Button variant="primary" onClick={() => router.refresh()}>
          Reload
        </Button>
      }
    >
      {children}
    </Alert>
  );
}
