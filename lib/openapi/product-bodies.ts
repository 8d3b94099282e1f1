import { z } from 'zod';
import {
  ATTRIBUTE_INPUT_TYPES,
  ATTRIBUTE_VALIDATIONS,
  COLOUR_PATTERN,
  VALIDATION_MAX_LENGTH,
  VALIDATION_PATTERN,
} from '@/lib/api/schemas/attributes';
import {
  PRODUCT_GROUP_FIELDS,
  PRODUCT_GROUP_NAMES,
  productCreateSchema,
  productUpdateSchema,
  type ProductGroupName,
} from '@/lib/api/schemas/product-lifecycle';
import { PRODUCT_STATUSES } from '@/lib/api/schemas/product-status';
import { CORE_FIELDS_BY_CODE, type CoreField } from '@/lib/service/product-fields';
import { FREE_TEXT_MAX } from '@/lib/service/products/lifecycle/fields';

/**
 * The product create and edit bodies as the OpenAPI document describes them. The service reads each
 * group field as any scalar and checks it with the field's meta-info rule (the edit form's rule); here
 * each field gets the type, format, enum and length that rule stands for, from the same core field
 * table meta-info serves (lib/service/product-fields.ts), so the two cannot drift apart.
 */

const LOOKUP_OF: Record<string, string> = {
  brands: 'a brand',
  subbrands: 'a sub-brand',
  seasons: 'a season',
  suppliers: 'a supplier',
  categories: 'a category',
  collections: 'a collection',
};

/** The back-office form sends every value as text; the service reads a number or flag's text the same. */
const TEXT_FORM: Partial<Record<number, string>> = { 4: '"12"', 5: '"12.5"', 6: '"true"' };

/** The schema of one value as its meta-info rule accepts it (non-null: fieldSchema adds null where it clears). */
function valueSchema(core: CoreField, nullable: boolean): z.ZodType {
  const rules = new Set<number>(core.validations);
  const lookup = core.storage.kind === 'reference' ? core.storage.lookup : core.storage.kind === 'category' ? 'categories' : null;
  switch (core.inputType) {
    case 4: {
      let n = z.number().int();
      if (rules.has(5)) n = n.min(0);
      if (rules.has(6)) n = n.positive();
      if (rules.has(11)) n = n.max(365);
      return n;
    }
    case 5:
      return rules.has(5) ? z.number().min(0) : rules.has(6) ? z.number().positive() : z.number();
    case 6:
      return z.boolean();
    case 7:
      return z.iso.date();
    case 8:
      return z.iso.datetime({ offset: true });
    case 12:
      return z.string().regex(COLOUR_PATTERN);
    case 9:
      // A meta enum replaces the generated one, so a clearing null is listed with the options.
      if (core.options?.length) return z.number().int().meta({ enum: [...core.options.map((o) => Number(o.key)), ...(nullable ? [null] : [])] });
      if (lookup === 'countries') return z.string().regex(VALIDATION_PATTERN[8]!);
      if (lookup) return z.uuid().meta({ description: `The Guid of ${LOOKUP_OF[lookup]}` });
  }
  let text = z.string();
  const max = Math.min(...core.validations.map((v) => VALIDATION_MAX_LENGTH[v] ?? Infinity));
  if (Number.isFinite(max)) text = text.max(max);
  for (const v of core.validations) if (VALIDATION_PATTERN[v]) text = text.regex(VALIDATION_PATTERN[v]!);
  return core.isRequired || rules.has(1) ? text.min(1) : text;
}

/** What null (or "") does to a field that may be emptied, by how the field is stored. */
const CLEARED: Partial<Record<CoreField['storage']['kind'], string>> = { integer: 'null sets it to 0.', decimal: 'null sets it to 0.', boolean: 'null sets it to false.' };

function describe(core: CoreField, required: boolean) {
  const input = ATTRIBUTE_INPUT_TYPES[core.inputType];
  const rules = core.validations.filter((v) => v !== 1).map((v) => ATTRIBUTE_VALIDATIONS[v].description);
  const options = core.options?.length ? [core.options.map((o) => `${o.key} ${o.value}`).join(', ')] : [];
  const rule = [input.name, ...rules, ...options].join('; ');
  const text = TEXT_FORM[core.inputType] ? ` Its text form (${TEXT_FORM[core.inputType]}) is accepted too.` : '';
  const clears = required ? '' : ` ${CLEARED[core.storage.kind] ?? 'null clears it.'}`;
  return `${core.fieldName} (meta-info ${core.fieldCode}: ${rule}).${text}${clears}`;
}

function fieldSchema(code: string): z.ZodType {
  if (code === '') return z.string().max(FREE_TEXT_MAX).nullable().meta({ description: 'Free text; null or "" clears it.' });
  const core = CORE_FIELDS_BY_CODE.get(code.toLowerCase());
  if (!core) throw new Error(`No core field ${code} in lib/service/product-fields.ts`);
  const required = core.isRequired || core.validations.includes(1) || core.storage.kind === 'category';
  const schema = valueSchema(core, !required);
  return (required ? schema : schema.nullable()).meta({ description: describe(core, required) });
}

function groupSchema(group: ProductGroupName) {
  const fields = PRODUCT_GROUP_FIELDS[group] as Record<string, string>;
  return z.strictObject(Object.fromEntries(Object.entries(fields).map(([field, code]) => [field, fieldSchema(code).optional()])));
}

const typedGroups = Object.fromEntries(PRODUCT_GROUP_NAMES.map((g) => [g, groupSchema(g).optional()]));

/** PUT /api/v1/product/{id}, each group field typed. */
export const productUpdateBodySchema = productUpdateSchema.extend(typedGroups);

/** POST /api/v1/product/create, each group field typed. */
export const productCreateBodySchema = productCreateSchema.extend({
  ...typedGroups,
  itemTypes: z.number().int().meta({ enum: [0, 1, 2], description: 'The vendor\u2019s item type: 1 product (a master or single), 2 variant; 0 (the vendor automation node\u2019s default) is 1' }).optional(),
  status: z
    .number()
    .int()
    .meta({ enum: PRODUCT_STATUSES.filter((s) => s.id >= 0).map((s) => s.id), description: 'Product status; 1 Draft when left out' })
    .optional(),
});
