import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { groupMetas } from '@/components/meta-fields';
import type { AttributeMeta } from '@/lib/api/schemas/attributes';
import type { ProductDataItem } from '@/lib/api/schemas/product-data';
import { DetailList } from './detail-list';

/** Every meta-info attribute's value, grouped as in the Edit tab, with option names rather than ids. */
export function AttributesSection({
  metas,
  values,
}: {
  metas: AttributeMeta[];
  values: ProductDataItem['values'];
}) {
  const text = new Map(values.map((v) => [v.fieldCode.toLowerCase(), v.displayText]));
  return (
    <div className="grid gap-5 lg:grid-cols-2">
      {groupMetas(metas).map((group) => (
        <Card key={group.fieldGroup} aria-label={`Attributes: ${group.fieldGroup}`}>
          <CardHeader title={group.fieldGroup} />
          <CardBody>
            <DetailList items={group.metas.map((m) => [m.fieldName, text.get(m.fieldCode.toLowerCase()) ?? ''])} />
          </CardBody>
        </Card>
      ))}
    </div>
  );
}
