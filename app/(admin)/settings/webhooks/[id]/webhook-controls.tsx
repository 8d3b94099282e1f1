'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog } from '@/components/ui/dialog';
import type { Webhook } from '@/lib/api/schemas/webhooks';
import {
  deleteWebhookAction,
  pingWebhookAction,
  rotateWebhookSecretAction,
  setWebhookActiveAction,
} from '../actions';
import { attemptOutcome } from '../attempt-outcome';
import { SigningSecret } from '../signing-secret';

/** What an admin may do to one webhook: a test ping, pause or resume, a new secret (shown once), delete. */
export function WebhookControls({ webhook }: { webhook: Webhook }) {
  const router = useRouter();
  const [pinging, setPinging] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const name = webhook.name;

  async function ping() {
    setPinging(true);
    const result = await pingWebhookAction(webhook.id);
    setPinging(false);
    if (!result.ok) {
      toast.error(`No ping sent: ${result.message}`);
      return;
    }
    const outcome = attemptOutcome('Test ping', result.data.attempt);
    if (outcome.ok) toast.success(outcome.message);
    else toast.error(outcome.message);
  }
  async function toggle() {
    const result = await setWebhookActiveAction(webhook.id, !webhook.isActive);
    if (result.ok)
      toast.success(
        result.data.isActive
          ? `“${name}” resumed`
          : `“${name}” paused: nothing is recorded for it until it is resumed`,
      );
    else toast.error(`“${name}” was not changed: ${result.message}`);
  }
  async function rotate() {
    const result = await rotateWebhookSecretAction(webhook.id);
    if (result.ok) setSecret(result.data.secret);
    else toast.error(`No new secret for “${name}”: ${result.message}`);
  }
  async function remove() {
    const result = await deleteWebhookAction(webhook.id);
    if (!result.ok) {
      toast.error(`“${name}” was not deleted: ${result.message}`);
      return;
    }
    toast.success(`“${name}” deleted`);
    router.push('/settings/webhooks');
  }

  return (
    <>
      <Button onClick={ping} pending={pinging}>
        Send test ping
      </Button>
      <ConfirmDialog
        trigger={<Button>{webhook.isActive ? 'Pause' : 'Resume'}</Button>}
        title={webhook.isActive ? `Pause “${name}”?` : `Resume “${name}”?`}
        description={
          webhook.isActive
            ? 'Nothing is recorded for it while it is paused: changes made meanwhile are not sent later. Deliveries already waiting stay queued.'
            : 'Changes are sent again from now on, and the deliveries that were waiting go out.'
        }
        confirmLabel={webhook.isActive ? 'Pause' : 'Resume'}
        onConfirm={toggle}
      />
      <ConfirmDialog
        trigger={<Button>New secret</Button>}
        title={`Give “${name}” a new signing secret?`}
        description="Deliveries are signed with the new secret at once; the receiver needs it, shown once on the next screen."
        confirmLabel="Make a new secret"
        onConfirm={rotate}
      />
      <ConfirmDialog
        trigger={<Button variant="danger">Delete</Button>}
        title={`Delete “${name}”?`}
        description="The webhook, its waiting deliveries and its delivery log are removed. This cannot be undone."
        confirmLabel="Delete webhook"
        destructive
        onConfirm={remove}
      />
      <Dialog
        open={secret !== null}
        onOpenChange={(open) => !open && setSecret(null)}
        title={`New signing secret for “${name}”`}
        description="Copy it now and give it to the receiver: it is shown only this once."
      >
        {secret && <SigningSecret secret={secret} onDone={() => setSecret(null)} />}
      </Dialog>
    </>
  );
}
