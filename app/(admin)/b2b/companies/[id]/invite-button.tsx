'use client';

import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { inviteUserAction } from '../actions';

/** Sends the user a new set-password link: for a link that expired or was lost. */
export function InviteButton({
  companyId,
  userId,
  email,
}: {
  companyId: string;
  userId: string;
  email: string;
}) {
  const [pending, setPending] = useState(false);
  return (
    <Button
      size="sm"
      pending={pending}
      aria-label={`Send password link to ${email}`}
      onClick={async () => {
        setPending(true);
        const result = await inviteUserAction(companyId, userId);
        setPending(false);
        if (result.ok)
          toast.success(`A new link was sent to ${email}`, {
            description: `It works once, until ${new Date(result.data.expiresAt).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' })}; earlier links no longer work.`,
          });
        else toast.error('No link was sent', { description: result.message });
      }}
    >
      Send password link
    </Button>
  );
}
