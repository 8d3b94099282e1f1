import { z } from 'zod';

/**
 * Attribute metadata (spec: meta-info). The spec leaves the numbering of `inputType` and `validations`
 * to the implementation; this file is the one place that defines it. The OpenAPI document and the
 * back-office form generator both read these tables.
 */
export const ATTRIBUTE_INPUT_TYPES = {
  1: { name: 'Text', description: 'Single-line text' },
  2: { name: 'TextArea', description: 'Multi-line plain text' },
  3: { name: 'RichText', description: 'HTML text' },
  4: { name: 'Integer', description: 'Whole number, sent as a decimal string such as "12"' },
  5: { name: 'Decimal', description: 'Decimal number with a dot, such as "12.5"' },
  6: { name: 'Boolean', description: '"true" or "false"' },
  7: { name: 'Date', description: 'ISO 8601 date, such as "2026-03-01"' },
  8: { name: 'DateTime', description: 'ISO 8601 date and time, such as "2026-03-01T09:00:00Z"' },
  9: { name: 'Select', description: 'One option key from `options`' },
  10: { name: 'MultiSelect', description: 'Option keys from `options`, joined by commas' },
  11: { name: 'Url', description: 'Absolute http(s) URL or a path starting with /' },
  12: { name: 'Colour', description: 'Hex colour such as "#1e40af"' },
} as const;
export type AttributeInputType = keyof typeof ATTRIBUTE_INPUT_TYPES;

export const ATTRIBUTE_VALIDATIONS = {
  1: { name: 'Required', description: 'A value must be given (not empty)' },
  2: { name: 'MaxLength50', description: 'At most 50 characters' },
  3: { name: 'MaxLength255', description: 'At most 255 characters' },
  4: { name: 'MaxLength4000', description: 'At most 4000 characters' },
  5: { name: 'NonNegative', description: 'Number zero or greater' },
  6: { name: 'Positive', description: 'Number greater than zero' },
  7: { name: 'Max3Decimals', description: 'At most three digits after the decimal point' },
  8: { name: 'CountryCode', description: 'ISO 3166-1 alpha-2 country code, upper case' },
  9: { name: 'HsnCode', description: 'Harmonised System code: 6 to 10 digits' },
  10: { name: 'Slug', description: 'Lower-case letters, digits and hyphens' },
  11: { name: 'Max365', description: 'Number at most 365 (days)' },
} as const;
export type AttributeValidation = keyof typeof ATTRIBUTE_VALIDATIONS;

/** The longest value of the length validations, and the form the pattern validations require (also in the OpenAPI document). */
export const VALIDATION_MAX_LENGTH: Partial<Record<AttributeValidation, number>> = { 2: 50, 3: 255, 4: 4000 };
export const VALIDATION_PATTERN: Partial<Record<AttributeValidation, RegExp>> = {
  8: /^[A-Z]{2}$/,
  9: /^\d{6,10}$/,
  10: /^[a-z0-9]+(-[a-z0-9]+)*$/,
};
export const COLOUR_PATTERN = /^#[0-9a-fA-F]{6}$/;

/** searchType: where an attribute may be set (spec: master level, child level or both). */
export const ATTRIBUTE_SEARCH_TYPES = { 1: 'Master', 2: 'Child', 3: 'Both' } as const;

export const keyValueSchema = z.object({ key: z.string(), value: z.string() }).meta({ id: 'KeyValue' });
export type KeyValue = z.infer<typeof keyValueSchema>;

export const attributeMetaSchema = z
  .object({
    fieldCode: z.string(),
    fieldName: z.string(),
    fieldGroup: z.string(),
    defaultValue: z.string(),
    info1: z.string(),
    info2: z.string(),
    info3: z.string(),
    displayOrder: z.number().int(),
    inputType: z.number().int().meta({
      description: Object.entries(ATTRIBUTE_INPUT_TYPES)
        .map(([k, v]) => `${k} ${v.name} (${v.description})`)
        .join('; '),
    }),
    options: z.array(keyValueSchema),
    isCustom: z.boolean(),
    isRequired: z.boolean(),
    isSearchable: z.boolean(),
    isBulkEditable: z.boolean(),
    validations: z.array(z.number().int()).meta({
      description: Object.entries(ATTRIBUTE_VALIDATIONS)
        .map(([k, v]) => `${k} ${v.name} (${v.description})`)
        .join('; '),
    }),
    searchType: z.number().int().meta({ description: '1 Master, 2 Child (variant), 3 Both' }),
  })
  .meta({ id: 'AttributeMeta' });
export type AttributeMeta = z.infer<typeof attributeMetaSchema>;

const decimalPattern = /^-?\d+(\.\d+)?$/;

/**
 * One attribute's value rule. Values travel as strings (bulk update `fieldValue`), so this turns the
 * metadata into a zod string schema: the service validates bulk updates with it and the back-office
 * form uses the same rule through react-hook-form.
 */
export function attributeValueSchema(meta: Pick<AttributeMeta, 'fieldName' | 'inputType' | 'options' | 'isRequired' | 'validations'>) {
  const label = meta.fieldName;
  const rules = new Set(meta.validations);
  const required = meta.isRequired || rules.has(1);
  const optionKeys = new Set(meta.options.map((o) => o.key));

  return z.string().superRefine((raw, ctx) => {
    const value = raw.trim();
    const fail = (message: string) => ctx.addIssue({ code: 'custom', message });
    if (value === '') {
      if (required) fail(`${label} is required`);
      return;
    }
    switch (meta.inputType as AttributeInputType) {
      case 4:
        if (!/^-?\d+$/.test(value)) return fail(`${label} must be a whole number`);
        break;
      case 5:
        if (!decimalPattern.test(value)) return fail(`${label} must be a number such as 12.5`);
        break;
      case 6:
        if (value !== 'true' && value !== 'false') return fail(`${label} must be true or false`);
        break;
      case 7:
        if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(Date.parse(value)))
          return fail(`${label} must be a date such as 2026-03-01`);
        break;
      case 8:
        if (!/^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(value) || Number.isNaN(Date.parse(value)))
          return fail(`${label} must be a date and time such as 2026-03-01T09:00:00Z`);
        break;
      case 9:
        if (optionKeys.size > 0 && !optionKeys.has(value)) return fail(`${label} must be one of the listed options`);
        break;
      case 10: {
        const keys = value.split(',').map((k) => k.trim()).filter(Boolean);
        const unknown = keys.filter((k) => optionKeys.size > 0 && !optionKeys.has(k));
        if (unknown.length) return fail(`${label} has unknown options: ${unknown.join(', ')}`);
        break;
      }
      case 11:
        if (!/^(https?:\/\/[^\s]+|\/[^\s]*)$/.test(value)) return fail(`${label} must be a URL`);
        break;
      case 12:
        if (!COLOUR_PATTERN.test(value)) return fail(`${label} must be a hex colour such as #1e40af`);
        break;
    }
    const numeric = Number(value);
    for (const rule of [2, 3, 4] as const) {
      const max = VALIDATION_MAX_LENGTH[rule]!;
      if (rules.has(rule) && value.length > max) fail(`${label} must be at most ${max} characters`);
    }
    if (rules.has(5) && !(numeric >= 0)) fail(`${label} must be zero or greater`);
    if (rules.has(6) && !(numeric > 0)) fail(`${label} must be greater than zero`);
    if (rules.has(7) && !/^-?\d+(\.\d{1,3})?$/.test(value)) fail(`${label} allows at most three decimals`);
    if (rules.has(8) && !VALIDATION_PATTERN[8]!.test(value)) fail(`${label} must be a two-letter country code such as GB`);
    if (rules.has(9) && !VALIDATION_PATTERN[9]!.test(value)) fail(`${label} must be 6 to 10 digits`);
    if (rules.has(10) && !VALIDATION_PATTERN[10]!.test(value)) fail(`${label} may hold only a-z, 0-9 and hyphens`);
    if (rules.has(11) && !(numeric <= 365)) fail(`${label} must be at most 365`);
  });
}
