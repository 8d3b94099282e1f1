import { Card, CardHeader } from '@/components/ui/card';
import { SETTING_GROUPS, type SettingDefinition } from '@/lib/api/schemas/setting-registry';
import { SettingValue, type SettingChoices } from './setting-value';

/** A config type's title from the registry ("SellerSettings" → "Seller details"), else its name spaced out. */
export const configTypeLabel = (type: string) =>
  (SETTING_GROUPS as Record<string, string>)[type] ??
  type.replace(/(?<=[A-Za-z0-9])(?=[A-Z][a-z])/g, ' ').replace(/ ([A-Z])(?=[a-z])/g, (_, c: string) => ` ${c.toLowerCase()}`);

export const configTypeAnchor = (type: string) => `config-${type}`;

export interface ShownSetting {
  key: string;
  value: string;
  definition: SettingDefinition;
}

/**
 * The settings of one config type that something reads (lib/api/schemas/setting-registry.ts), each
 * with its label, help text and key, editable in place by its kind when the role may write. A
 * secret's value is never on the page: the service sends a placeholder and this shows a "hidden"
 * badge instead of even that; it can only be replaced.
 */
export function ConfigGroup({
  configType,
  settings,
  canWrite,
  choices,
}: {
  configType: string;
  settings: ShownSetting[];
  canWrite: boolean;
  choices: SettingChoices;
}) {
  const headingId = `${configTypeAnchor(configType)}-heading`;
  return (
    <Card id={configTypeAnchor(configType)} aria-labelledby={headingId} className="scroll-mt-4">
      <CardHeader id={headingId} title={configTypeLabel(configType)} description={<span className="font-mono">{configType}</span>} />
      <table className="w-full text-sm">
        <caption className="sr-only">{configTypeLabel(configType)}</caption>
        <thead className="sr-only">
          <tr>
            <th scope="col">Setting</th>
            <th scope="col">Value</th>
          </tr>
        </thead>
        <tbody>
          {settings.map(({ key, value, definition }) => {
            const helpId = `help-${key.replace('.', '-')}`;
            return (
              <tr key={key} className="border-b border-slate-100 align-top last:border-0">
                <th scope="row" className="w-1/2 px-4 py-2 text-left font-normal">
                  <span className="block font-medium text-slate-900">{definition.label}</span>
                  <span id={helpId} className="mt-0.5 block text-sm text-slate-500">
                    {definition.help}
                  </span>
                  <span className="mt-0.5 block font-mono text-xs break-all text-slate-600">{key}</span>
                </th>
                <td className="px-4 py-2">
                  <SettingValue
                    settingKey={key}
                    name={definition.label}
                    kind={definition.kind}
                    helpId={helpId}
                    value={value}
                    canWrite={canWrite}
                    choices={choices}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </Card>
  );
}
