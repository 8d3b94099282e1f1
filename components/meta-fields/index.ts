/**
 * The one place that turns meta-info attributes (GET /api/v1/meta-info) into form widgets for
 * react-hook-form: the product page's Edit tab and the bulk-update wizard both build on it.
 */
export { MetaField } from './meta-field';
export { MetaFieldGroups } from './meta-fieldset';
export {
  changedValues,
  defaultValuesFor,
  displayValue,
  groupMetas,
  metaFormSchema,
  optionLabel,
  type MetaFormValues,
  type MetaGroup,
} from './meta-form-schema';
