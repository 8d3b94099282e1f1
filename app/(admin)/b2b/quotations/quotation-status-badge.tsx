import { Badge, type BadgeTone } from '@/components/ui/badge';
import { QUOTATION_STATUS_LABELS, type QuotationStatus } from '@/lib/api/schemas/b2b-quotes';

const TONES: Record<QuotationStatus, BadgeTone> = {
  draft: 'neutral',
  sent: 'accent',
  accepted: 'success',
  rejected: 'danger',
  expired: 'warning',
};

export function QuotationStatusBadge({ status }: { status: QuotationStatus }) {
  return <Badge tone={TONES[status]}>{QUOTATION_STATUS_LABELS[status]}</Badge>;
}
