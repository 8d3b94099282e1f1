import { Card, CardHeader } from '@/components/ui/card';
import { SettingValue, type SettingChoices } from './setting-value';

/** "BasketSettings" → "Basket settings", "B2BSettings" → "B2B settings". */
export const configTypeLabel = (type: string) =>
  type
    .replace(/(?<=[A-Za-z0-9])(?=[A-Z][a-z])/g, ' ')
    .replace(/ ([A-Z])(?=[a-z])/g, (_, c: string) => ` ${c.toLowerCase()}`);

export const configTypeAnchor = (type: string) => `config-${type}`;

/**
 * The settings of one config type, each editable in place by its kind when the role may write. A
 * secret's value is never on the page: the service sends a placeholder and this shows a "hidden"
 * badge instead of even that; it can only be replaced.
 */
export function ConfigGroup({
  configType,
  configKeys,
  canWrite,
  choices,
}: {
  configType: string;
  configKeys: { key: string; value: string }[];
  canWrite: boolean;
  choices: SettingChoices;
}) {
  const headingId = `${configTypeAnchor(configType)}-heading`;
  return (
    <Card id={configTypeAnchor(configType)} aria-labelledby={headingId} className="scroll-mt-4">
      <CardHeader
        id={headingId}
        title={configTypeLabel(configType)}
        description={<span className="font-mono">{configType}</span>}
      />
      <table className="w-full text-sm">
        <caption className="sr-only">{configTypeLabel(configType)}</caption>
        <thead className="sr-only">
          <tr>
            <th scope="col">Setting</th>
            <th scope="col">Value</th>
          </tr>
        </thead>
        <tbody>
          {configKeys.map(({ key, value }) => {
            const name = key.startsWith(`${configType}.`) ? key.slice(configType.length + 1) : key;
            return (
              <tr key={key} className="border-b border-slate-100 last:border-0">
                <th scope="row" className="w-1/2 px-4 py-1.5 text-left font-normal text-slate-700">
                  {name}
                  <span className="sr-only"> ({key})</span>
                </th>
                <td className="px-4 py-1.5">
                  <SettingValue settingKey={key} name={name} value={value} canWrite={canWrite} choices={choices} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </Card>
  );
}
