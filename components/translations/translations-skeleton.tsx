import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

/** The Translations card while its code or its data loads: the card's own header and a few field rows. */
export function TranslationsSkeleton() {
  return (
    <Card aria-busy="true" aria-labelledby="translations-title">
      <CardHeader id="translations-title" title="Translations" description="Loading translations…" />
      <CardBody className="space-y-5">
        <Skeleton className="h-8 w-56" />
        {[0, 1, 2].map((i) => (
          <div key={i} className="grid gap-3 md:grid-cols-2">
            <Skeleton className="h-14" />
            <Skeleton className="h-14" />
          </div>
        ))}
      </CardBody>
    </Card>
  );
}
