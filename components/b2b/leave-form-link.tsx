'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { Button, buttonClass } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

/** "Cancel" of a form: a plain link, or a question first when leaving would lose unsaved changes. */
export function LeaveFormLink({ href, dirty }: { href: string; dirty: boolean }) {
  const router = useRouter();
  if (!dirty)
    return (
      <Link href={href} className={buttonClass('secondary')}>
        Cancel
      </Link>
    );
  return (
    <ConfirmDialog
      trigger={<Button>Cancel</Button>}
      title="Discard your changes?"
      description="What you typed in this form has not been saved and will be lost."
      confirmLabel="Discard changes"
      cancelLabel="Keep editing"
      destructive
      onConfirm={() => router.push(href)}
    />
  );
}
