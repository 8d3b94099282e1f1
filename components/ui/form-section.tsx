import type { ReactNode } from 'react';
import { Card, CardBody, CardHeader } from '@/components/ui/card';

/**
 * A titled card of a form (category, B2B company, quotation): a named region, so a reader (and a
 * test) finds its fields by section; `id` is the anchor a section index links to.
 */
export function FormSection({
  id,
  title,
  description,
  actions,
  children,
}: {
  id: string;
  title: string;
  description?: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card aria-labelledby={`${id}-title`} id={id} className="scroll-mt-16">
      <CardHeader id={`${id}-title`} title={title} description={description} actions={actions} />
      <CardBody className="space-y-4">{children}</CardBody>
    </Card>
  );
}
