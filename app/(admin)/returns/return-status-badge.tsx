import { Badge, type BadgeTone } from '@/components/ui/badge';

/** Tones by return status id (lib/api/schemas/return-status.ts): waiting, moving on, refused, done. */
const TONES: Record<number, BadgeTone> = {
  1: 'warning',
  2: 'accent',
  3: 'danger',
  4: 'accent',
  5: 'success',
  6: 'neutral',
  7: 'neutral',
};

export function ReturnStatusBadge({ status, label }: { status: number; label: string }) {
  return <Badge tone={TONES[status] ?? 'neutral'}>{label}</Badge>;
}
