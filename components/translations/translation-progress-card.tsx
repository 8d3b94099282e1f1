import Link from 'next/link';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { unlessUnavailable } from '@/lib/api/optional';
import { getTranslationProgress } from '@/lib/api/translations';
import { languageName } from '@/lib/labels/translations';

const share = (part: number, whole: number) => (whole === 0 ? 0 : (part / whole) * 100);
const percent = (part: number, whole: number) => {
  const p = share(part, whole);
  return p > 0 && p < 1 ? '<1%' : `${Math.floor(p)}%`;
};

/**
 * Dashboard card "Translation progress": per enabled language but the default, how many products have
 * a name in it and how many are complete in it (GET /api/v1/translations/progress). Nothing when no
 * other language is enabled or the service cannot say.
 */
export async function TranslationProgressCard() {
  const progress = await unlessUnavailable(getTranslationProgress(), 'translation progress');
  if (!progress || progress.locales.length === 0) return null;
  return (
    <Card aria-labelledby="translation-progress" className="mt-6">
      <CardHeader
        id="translation-progress"
        title="Translation progress"
        description={`Products with a name, and with all their text, in each language besides ${languageName(progress.defaultLocale)}`}
        actions={
          <Link href="/catalogue/products" className="text-sm font-medium text-accent-700 underline-offset-2 hover:underline">
            Open products
          </Link>
        }
      />
      <CardBody>
        <ul className="space-y-4">
          {progress.locales.map((l) => (
            <li key={l.locale} data-testid={`translation-progress-${l.locale}`}>
              <div className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
                <span className="font-medium text-slate-900">
                  {languageName(l.locale)} <span className="font-normal text-slate-600">({l.locale})</span>
                </span>
                <span className="text-slate-700 tabular-nums">
                  <span data-testid="named">{l.named.toLocaleString('en-GB')}</span> named ·{' '}
                  <span data-testid="complete">{l.complete.toLocaleString('en-GB')}</span> complete of{' '}
                  {l.products.toLocaleString('en-GB')} ({percent(l.named, l.products)} named)
                </span>
              </div>
              {/* The bar repeats the figures beside it: complete (dark) within named (light). */}
              <div aria-hidden className="relative mt-1.5 h-2 overflow-hidden rounded-full bg-slate-200">
                <div className="absolute inset-y-0 left-0 bg-accent-500/35" style={{ width: `${share(l.named, l.products)}%` }} />
                <div className="absolute inset-y-0 left-0 bg-accent-600" style={{ width: `${share(l.complete, l.products)}%` }} />
              </div>
            </li>
          ))}
        </ul>
      </CardBody>
    </Card>
  );
}
