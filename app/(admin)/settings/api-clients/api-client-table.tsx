'use client';

import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import type { ApiClient } from '@/lib/api/schemas/api-clients';
import { resetApiClientTokensAction } from './actions';

const dateTime = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** Every API client with its active tokens; "Reset tokens" revokes them after a confirmation. */
export function ApiClientTable({ clients, canWrite }: { clients: ApiClient[]; canWrite: boolean }) {
  if (clients.length === 0)
    return (
      <EmptyState
        title="No API clients"
        description="Create one for each application that calls the service."
      />
    );
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">API clients</caption>
        <thead className="bg-slate-50 text-left text-xs font-medium text-slate-600">
          <tr className="border-b border-slate-200">
            <th scope="col" className="px-3 py-2">
              Name
            </th>
            <th scope="col" className="px-3 py-2">
              Client id
            </th>
            <th scope="col" className="px-3 py-2">
              Created
            </th>
            <th scope="col" className="px-3 py-2">
              Active tokens
            </th>
            <th scope="col" className="px-3 py-2">
              Last token reset
            </th>
            <th scope="col" className="px-3 py-2">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {clients.map((c) => (
            <tr key={c.clientId} className="border-b border-slate-100 last:border-0 hover:bg-slate-50">
              <th scope="row" className="px-3 py-1.5 text-left font-medium text-slate-900">
                <span className="flex flex-wrap items-center gap-1.5">
                  {c.name}
                  {c.isAdmin && <Badge tone="accent">Admin</Badge>}
                  {c.isDemo && <Badge tone="warning">Demo</Badge>}
                </span>
              </th>
              <td className="px-3 py-1.5 font-mono text-xs">{c.clientId}</td>
              <td className="px-3 py-1.5 whitespace-nowrap text-slate-600">{dateTime(c.createdAt)}</td>
              <td className="px-3 py-1.5 tabular-nums">{c.activeTokens}</td>
              <td className="px-3 py-1.5 whitespace-nowrap text-slate-600">
                {c.tokensResetAt ? dateTime(c.tokensResetAt) : 'Never'}
              </td>
              <td className="px-3 py-1.5 text-right">{canWrite && <ResetTokensButton client={c} />}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ResetTokensButton({ client }: { client: ApiClient }) {
  async function reset() {
    const result = await resetApiClientTokensAction(client.clientId);
    if (result.ok)
      toast.success(
        `Tokens of “${client.name}” reset: ${result.data.revoked} revoked. It must fetch a new token with its secret.`,
      );
    else toast.error(`The tokens of “${client.name}” were not reset: ${result.message}`);
  }
  return (
    <ConfirmDialog
      trigger={
        <Button size="sm" variant="ghost" aria-label={`Reset tokens of ${client.name}`}>
          Reset tokens
        </Button>
      }
      title={`Reset the tokens of “${client.name}”?`}
      description={
        client.isDemo
          ? 'Every access and refresh token of this client is revoked at once. This back-office uses this client: it fetches a new token by itself.'
          : 'Every access and refresh token of this client is revoked at once; calls with them are refused until the client fetches a new token with its secret. Do this when a token may have leaked.'
      }
      confirmLabel="Reset tokens"
      destructive
      onConfirm={reset}
    />
  );
}
