'use client';

import { useState } from 'react';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

/** A webhook's signing secret with a copy button; it exists only in this view. */
export function SigningSecret({ secret, onDone }: { secret: string; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  async function copy() {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied(true);
      toast.success('Signing secret copied');
    } catch {
      // Clipboard access can be refused (permissions, insecure origin): the value stays selectable.
      toast.error('Could not copy the secret; select it and copy it by hand.');
    }
  }
  return (
    <div className="space-y-4">
      <Alert tone="warning" title="Shown only once">
        The receiver checks each delivery&apos;s X-Webhook-Signature with this secret (HMAC-SHA256 over the
        timestamp and the body). If it is lost, make a new one.
      </Alert>
      <div className="space-y-1">
        <Label htmlFor="webhook-secret">Signing secret</Label>
        <div className="flex gap-2">
          <Input
            id="webhook-secret"
            readOnly
            value={secret}
            className="font-mono text-xs"
            onFocus={(e) => e.currentTarget.select()}
          />
          <Button onClick={copy} aria-label="Copy the signing secret">
            {copied ? 'Copied' : 'Copy'}
          </Button>
        </div>
      </div>
      <DialogFooter>
        <Button variant="primary" onClick={onDone}>
          I have stored the secret
        </Button>
      </DialogFooter>
    </div>
  );
}
