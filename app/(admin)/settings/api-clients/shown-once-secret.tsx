'use client';

import { useState } from 'react';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

/** The new client's id and secret, each with a copy button; the secret exists only in this view. */
export function ShownOnceSecret({
  created,
  onDone,
}: {
  created: { clientId: string; clientSecret: string };
  onDone: () => void;
}) {
  return (
    <div className="space-y-4">
      <Alert tone="warning" title="Shown only once">
        The service keeps only a hash of the secret. If it is lost, give the client a new secret.
      </Alert>
      <CopyableValue id="new-client-id" label="Client id" value={created.clientId} />
      <CopyableValue id="new-client-secret" label="Client secret" value={created.clientSecret} />
      <DialogFooter>
        <Button variant="primary" onClick={onDone}>
          I have stored the secret
        </Button>
      </DialogFooter>
    </div>
  );
}

function CopyableValue({ id, label, value }: { id: string; label: string; value: string }) {
  const [copied, setCopied] = useState(false);
  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      toast.success(`${label} copied`);
    } catch {
      // Clipboard access can be refused (permissions, insecure origin): the value stays selectable.
      toast.error(`Could not copy the ${label.toLowerCase()}; select it and copy it by hand.`);
    }
  }
  return (
    <div className="space-y-1">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex gap-2">
        <Input
          id={id}
          readOnly
          value={value}
          className="font-mono text-xs"
          onFocus={(e) => e.currentTarget.select()}
        />
        <Button onClick={copy} aria-label={`Copy the ${label.toLowerCase()}`}>
          {copied ? 'Copied' : 'Copy'}
        </Button>
      </div>
    </div>
  );
}
