/**
 * zod-to-openapi (9.1) writes a nullable registered schema, `result: mutationResultSchema.nullable()`,
 * as `allOf: [{ $ref }, { type: ['object', 'null'] }]`: an allOf must match the reference too, so null
 * is refused and the field reads as required-object to every validator and code generator. This turns
 * each such pair into what the zod schema means, `anyOf: [{ $ref }, { type: 'null' }]`.
 */
export function repairNullableRefs<T>(node: T): T {
  if (Array.isArray(node)) return node.map(repairNullableRefs) as T;
  if (!node || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) out[key] = repairNullableRefs(value);
  const allOf = out.allOf as Record<string, unknown>[] | undefined;
  if (allOf?.length === 2 && typeof allOf[0].$ref === 'string' && isNullableTypeOnly(allOf[1])) {
    delete out.allOf;
    out.anyOf = [allOf[0], { type: 'null' }];
  }
  return out as T;
}

function isNullableTypeOnly(schema: Record<string, unknown>) {
  const keys = Object.keys(schema);
  return keys.length === 1 && Array.isArray(schema.type) && schema.type.includes('null');
}
