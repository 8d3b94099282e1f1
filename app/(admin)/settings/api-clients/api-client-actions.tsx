'use client';

import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog } from '@/components/ui/dialog';
import type { ApiClient } from '@/lib/api/schemas/api-clients';
import {
  deleteApiClientAction,
  resetApiClientTokensAction,
  rotateApiClientSecretAction,
  setApiClientDisabledAction,
} from './actions';
import { ShownOnceSecret } from './shown-once-secret';

/**
 * What an admin may do to one client, each asked first: disable or enable, a new secret (shown once),
 * reset its tokens, delete. The client this back-office uses (`own`) only has its tokens reset: the
 * service refuses the rest for it, since they would lock this page out.
 */
export function ApiClientActions({ client, own }: { client: ApiClient; own: boolean }) {
  const [secret, setSecret] = useState<{ clientId: string; clientSecret: string } | null>(null);
  const name = client.name;

  async function toggle() {
    const result = await setApiClientDisabledAction(client.clientId, !client.disabled);
    if (result.ok)
      toast.success(
        result.data.disabled ? `“${name}” is disabled: its tokens are refused` : `“${name}” is enabled again`,
      );
    else toast.error(`“${name}” was not changed: ${result.message}`);
  }
  async function rotate() {
    const result = await rotateApiClientSecretAction(client.clientId);
    if (result.ok) setSecret(result.data);
    else toast.error(`No new secret for “${name}”: ${result.message}`);
  }
  async function reset() {
    const result = await resetApiClientTokensAction(client.clientId);
    if (result.ok)
      toast.success(
        `Tokens of “${name}” reset: ${result.data.revoked} revoked. It must fetch a new token with its secret.`,
      );
    else toast.error(`The tokens of “${name}” were not reset: ${result.message}`);
  }
  async function remove() {
    const result = await deleteApiClientAction(client.clientId);
    if (result.ok) toast.success(`“${name}” deleted`);
    else toast.error(`“${name}” was not deleted: ${result.message}`);
  }

  return (
    <div className="flex justify-end gap-1">
      {!own && (
        <ConfirmDialog
          trigger={
            <Button
              size="sm"
              variant="ghost"
              aria-label={`${client.disabled ? 'Enable' : 'Disable'} ${name}`}
            >
              {client.disabled ? 'Enable' : 'Disable'}
            </Button>
          }
          title={client.disabled ? `Enable “${name}”?` : `Disable “${name}”?`}
          description={
            client.disabled
              ? 'Its unexpired tokens and its secret work again at once.'
              : 'From now on, on every server, its tokens are refused and it gets no new ones. Nothing is deleted: enable it to let it back in.'
          }
          confirmLabel={client.disabled ? 'Enable' : 'Disable'}
          destructive={!client.disabled}
          onConfirm={toggle}
        />
      )}
      {!own && (
        <ConfirmDialog
          trigger={
            <Button size="sm" variant="ghost" aria-label={`New secret for ${name}`}>
              New secret
            </Button>
          }
          title={`Give “${name}” a new secret?`}
          description="The current secret stops working at once; the application needs the new one, shown once on the next screen. Tokens it already has keep working until they expire."
          confirmLabel="Make a new secret"
          onConfirm={rotate}
        />
      )}
      <ConfirmDialog
        trigger={
          <Button size="sm" variant="ghost" aria-label={`Reset tokens of ${name}`}>
            Reset tokens
          </Button>
        }
        title={`Reset the tokens of “${name}”?`}
        description={
          own
            ? 'Every access and refresh token of this client is revoked at once. This back-office uses this client: it fetches a new token by itself.'
            : 'Every access and refresh token of this client is revoked at once; calls with them are refused until the client fetches a new token with its secret. Do this when a token may have leaked.'
        }
        confirmLabel="Reset tokens"
        destructive
        onConfirm={reset}
      />
      {!own && (
        <ConfirmDialog
          trigger={
            <Button size="sm" variant="ghost" aria-label={`Delete ${name}`}>
              Delete
            </Button>
          }
          title={`Delete “${name}”?`}
          description="The client and all its tokens are removed at once; the application can no longer call the service. This cannot be undone (the history keeps its name)."
          confirmLabel="Delete client"
          destructive
          onConfirm={remove}
        />
      )}
      <Dialog
        open={secret !== null}
        onOpenChange={(open) => !open && setSecret(null)}
        title={`New secret for “${name}”`}
        description="Copy the secret now and store it safely: it is shown only this once."
      >
        {secret && <ShownOnceSecret created={secret} onDone={() => setSecret(null)} />}
      </Dialog>
    </div>
  );
}
