import type { Metadata } from 'next';
import Link from 'next/link';
import { crumbsFor } from '@/components/shell/navigation';
import { buttonClass } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { CONFIG_TYPE_ORDER, configTypeOf, isShownSetting, SETTINGS, settingDefinition } from '@/lib/api/schemas/setting-registry';
import type { StoreSettings } from '@/lib/api/schemas/settings';
import { getStoreSettings, settingHistory } from '@/lib/api/settings';
import { HistorySection } from '@/components/history/history-section';
import { can } from '@/lib/auth/roles';
import { requireRole } from '@/lib/auth/session';
import { ClearCachePanel } from './clear-cache-panel';
import { ConfigGroup, configTypeAnchor, configTypeLabel, type ShownSetting } from './config-group';
import type { SettingChoices } from './setting-value';

export const metadata: Metadata = { title: 'Settings' };

const REGISTRY_ORDER = new Map(Object.keys(SETTINGS).map((key, i) => [key, i]));

/**
 * The settings something reads (lib/api/schemas/setting-registry.ts; docs/settings.md), grouped by
 * config type in the registry's order. The service lists every stored setting; one that nothing
 * reads is not shown, so every value on this page changes something.
 */
function shownGroups(settings: StoreSettings): { configType: string; settings: ShownSetting[] }[] {
  const shown = settings.configSettings
    .flatMap((g) => g.configKeys)
    .filter((k) => isShownSetting(k.key))
    .map((k) => ({ ...k, definition: settingDefinition(k.key)! }))
    .toSorted((a, b) => REGISTRY_ORDER.get(a.key)! - REGISTRY_ORDER.get(b.key)!);
  return CONFIG_TYPE_ORDER.map((configType) => ({ configType, settings: shown.filter((s) => configTypeOf(s.key) === configType) })).filter(
    (g) => g.settings.length > 0,
  );
}

/** The store configuration, grouped by config type and edited in place, the server cache and the API clients. */
export default async function SettingsPage() {
  const staff = await requireRole('settings');
  const [settings, history] = await Promise.all([getStoreSettings(), settingHistory({ pageSize: 20 })]);
  const groups = shownGroups(settings);
  const canWrite = can(staff.role, 'settings', 'write');
  const countries = new Map(
    [...settings.shippingCountries, ...settings.billingCountries].map((c) => [c.twoLetterIsoCode, c.name]),
  );
  const choices: SettingChoices = {
    currency: settings.currencies.map((c) => ({ value: c.currencyCode, label: `${c.currencyCode} ${c.currencySymbol}` })),
    country: [...countries].map(([code, name]) => ({ value: code, label: `${name} (${code})` })),
    language: [...new Set(settings.languages.map((l) => l.languageCode))].map((code) => ({ value: code, label: code })),
  };

  return (
    <>
      <PageHeader
        title="Settings"
        description="The store configuration the service and the storefront run with: each setting says what it changes. Secret values (passwords, keys, connection strings) are never shown."
        breadcrumbs={crumbsFor('/settings')}
        actions={
          <Link href="/settings/api-clients" className={buttonClass('secondary')}>
            API clients
          </Link>
        }
      />
      <div className="grid grid-cols-[minmax(0,1fr)] gap-5 lg:grid-cols-[12rem_minmax(0,1fr)]">
        <nav aria-label="Config types" className="lg:sticky lg:top-4 lg:self-start">
          <ul className="space-y-0.5 text-sm">
            {groups.map((g) => (
              <li key={g.configType}>
                <a
                  href={`#${configTypeAnchor(g.configType)}`}
                  className="block rounded px-2 py-1 text-slate-600 hover:bg-slate-100 hover:text-slate-900"
                >
                  {configTypeLabel(g.configType)}
                </a>
              </li>
            ))}
            <li>
              <a href="#locales" className="block rounded px-2 py-1 text-slate-600 hover:bg-slate-100">
                Countries and currencies
              </a>
            </li>
            <li>
              <a href="#history" className="block rounded px-2 py-1 text-slate-600 hover:bg-slate-100">
                Recent changes
              </a>
            </li>
          </ul>
        </nav>
        <div className="space-y-5">
          <ClearCachePanel canWrite={canWrite} />
          {groups.length === 0 ? (
            <EmptyState title="No settings" description="The service returned no configuration." />
          ) : (
            groups.map((g) => <ConfigGroup key={g.configType} {...g} canWrite={canWrite} choices={choices} />)
          )}
          <Locales settings={settings} />
          {/* Secrets only show that they were replaced (the service never returns their values). */}
          <HistorySection entries={history.results} totalRecords={history.total} title="Recent changes" showRecord />
        </div>
      </div>
    </>
  );
}

function Locales({ settings }: { settings: StoreSettings }) {
  const list = (title: string, items: string[]) => (
    <div>
      <h3 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{title}</h3>
      <p className="mt-1 text-sm text-slate-800">{items.length ? items.join(', ') : '—'}</p>
    </div>
  );
  return (
    <Card id="locales" aria-labelledby="locales-heading" className="scroll-mt-4">
      <CardHeader id="locales-heading" title="Countries, currencies and languages" />
      <CardBody className="grid gap-4 sm:grid-cols-2">
        {list(
          'Shipping countries',
          settings.shippingCountries.map((c) => `${c.name} (${c.twoLetterIsoCode})`),
        )}
        {list(
          'Billing countries',
          settings.billingCountries.map((c) => `${c.name} (${c.twoLetterIsoCode})`),
        )}
        {list(
          'Currencies',
          settings.currencies.map((c) => `${c.currencyCode} ${c.currencySymbol}`),
        )}
        {list(
          'Languages',
          settings.languages.map((l) => `${l.languageCode} (${l.languageCulture})`),
        )}
      </CardBody>
    </Card>
  );
}
