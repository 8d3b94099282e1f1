/**
 * A JSON Schema (as the OpenAPI document holds it) as a nested field list: name, type, required,
 * constraints and description. $refs to components are followed, to a limited depth so recursive
 * schemas (the category tree) stay finite.
 */
export type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  format?: string;
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
};
export type Components = Record<string, JsonSchema>;

const refName = (ref: string) => ref.split('/').pop() ?? ref;

function resolve(schema: JsonSchema, components: Components): { schema: JsonSchema; name?: string } {
  if (schema.$ref) {
    const name = refName(schema.$ref);
    return { schema: components[name] ?? {}, name };
  }
  return { schema };
}

export function typeLabel(schema: JsonSchema, components: Components): string {
  const { schema: s, name } = resolve(schema, components);
  const variants = s.anyOf ?? s.oneOf;
  if (variants) return variants.map((v) => typeLabel(v, components)).join(' | ');
  const types = Array.isArray(s.type) ? s.type : s.type ? [s.type] : [];
  const base = types.map((t) => (t === 'array' && s.items ? `${typeLabel(s.items, components)}[]` : t)).join(' | ');
  const label = name && types.includes('object') ? name : base || name || 'any';
  return s.format ? `${label} (${s.format})` : label;
}

function constraints(s: JsonSchema): string[] {
  const out: string[] = [];
  if (s.enum) out.push(`one of ${s.enum.map(String).join(', ')}`);
  if (s.minimum !== undefined || s.maximum !== undefined) out.push(`${s.minimum ?? '…'} to ${s.maximum ?? '…'}`);
  if (s.minLength) out.push(`min length ${s.minLength}`);
  if (s.maxLength) out.push(`max length ${s.maxLength}`);
  if (s.minItems) out.push(`min ${s.minItems} items`);
  if (s.maxItems) out.push(`max ${s.maxItems} items`);
  if (s.default !== undefined) out.push(`default ${JSON.stringify(s.default)}`);
  return out;
}

/** The object whose fields are listed for a schema: itself, its items, or its variants' objects. */
function objectOf(schema: JsonSchema, components: Components): JsonSchema[] {
  const { schema: s } = resolve(schema, components);
  if (s.properties) return [s];
  if (s.items) return objectOf(s.items, components);
  const variants = s.anyOf ?? s.oneOf ?? s.allOf;
  return variants ? variants.flatMap((v) => objectOf(v, components)) : [];
}

export function SchemaView({ schema, components, depth = 0 }: { schema: JsonSchema; components: Components; depth?: number }) {
  const objects = objectOf(schema, components);
  if (objects.length === 0 || depth > 4) return null;
  return (
    <div className="space-y-3">
      {objects.map((object, n) => (
        <ul key={n} className={depth ? 'ml-4 border-l border-slate-200 pl-3' : ''}>
          {objects.length > 1 && <li className="py-1 text-xs font-medium uppercase text-slate-500">Form {n + 1}</li>}
          {Object.entries(object.properties ?? {}).map(([name, prop]) => {
            const resolved = resolve(prop, components).schema;
            const notes = constraints(resolved);
            return (
              <li key={name} className="py-1 text-sm">
                <span className="font-mono font-medium text-slate-900">{name}</span>{' '}
                <span className="font-mono text-xs text-indigo-700">{typeLabel(prop, components)}</span>
                {object.required?.includes(name) && <span className="ml-2 text-xs font-medium text-rose-700">required</span>}
                {notes.length > 0 && <span className="ml-2 text-xs text-slate-500">{notes.join(' · ')}</span>}
                {(prop.description ?? resolved.description) && (
                  <p className="text-slate-600">{prop.description ?? resolved.description}</p>
                )}
                <SchemaView schema={prop} components={components} depth={depth + 1} />
              </li>
            );
          })}
        </ul>
      ))}
    </div>
  );
}
