import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

/** The parts of an OpenAPI 3.1 document the contract test reads. */
interface MediaTypeObject {
  schema?: unknown;
}
interface ResponseObject {
  content?: Record<string, MediaTypeObject>;
}
interface OperationObject {
  operationId?: string;
  responses?: Record<string, ResponseObject>;
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, OperationObject>>;
}

export interface ContractOperation {
  id: string;
  method: string;
  template: string;
  /** Each segment of the path template: its text, or null for a parameter. */
  segments: (string | null)[];
  responses: Record<string, ResponseObject>;
}

export interface Outcome {
  kind: 'json' | 'binary' | 'empty';
  problems: string[];
}

const DOCUMENT_ID = 'openapi.json';
const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options']);
const MAX_PROBLEMS = 8;

const pointer = (...parts: string[]) => parts.map((p) => encodeURIComponent(p.replace(/~/g, '~0').replace(/\//g, '~1'))).join('/');
const mediaType = (contentType: string) => contentType.split(';')[0].trim().toLowerCase();
const isJsonType = (type: string) => /^application\/(.+\+)?json$/.test(type);

function describe(error: ErrorObject) {
  const at = error.instancePath || '(the body)';
  const extra =
    error.keyword === 'unevaluatedProperties' ? ` '${String(error.params.unevaluatedProperty)}'` : error.keyword === 'additionalProperties' ? ` '${String(error.params.additionalProperty)}'` : '';
  return `${at}: ${error.message}${extra} (${error.keyword})`;
}

/**
 * A copy of the document whose objects admit no property they do not list. The document leaves them
 * open (a field added later must not break a client), but an answer carrying a field the document does
 * not name is one the document fails to describe. unevaluatedProperties, not additionalProperties, so
 * that properties listed by a sibling anyOf or $ref still count.
 */
function closeObjects(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(closeObjects);
  if (!node || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node))
    out[key] =
      key === 'properties' && value && typeof value === 'object'
        ? Object.fromEntries(Object.entries(value).map(([name, schema]) => [name, closeObjects(schema)]))
        : closeObjects(value);
  if (out.properties && !('additionalProperties' in out) && !('unevaluatedProperties' in out)) out.unevaluatedProperties = false;
  return out;
}

/**
 * An OpenAPI document as the contract test uses it: which operation answered a request (method and
 * path; static segments in any casing, doubled and trailing slashes ignored, as the service routes
 * them) and whether an answer matches the schema of its status code (JSON Schema 2020-12 with formats,
 * through Ajv; each schema compiled once, on first use).
 */
export class ContractDocument {
  private readonly operations: ContractOperation[] = [];
  private readonly ajv = new Ajv2020({ strict: false, allErrors: true });
  private readonly validators = new Map<string, ValidateFunction>();

  constructor(document: OpenApiDocument) {
    addFormats(this.ajv);
    this.ajv.addSchema(closeObjects(document) as object, DOCUMENT_ID);
    for (const [template, item] of Object.entries(document.paths))
      for (const [method, op] of Object.entries(item)) {
        if (!METHODS.has(method)) continue;
        this.operations.push({
          id: op.operationId ?? `${method} ${template}`,
          method,
          template,
          segments: template.split('/').map((s) => (s.startsWith('{') && s.endsWith('}') ? null : s.toLowerCase())),
          responses: op.responses ?? {},
        });
      }
  }

  /** Doubled and trailing slashes are ignored by the service (interface tolerance). */
  static normalisePath(pathname: string) {
    const collapsed = pathname.replace(/\/{2,}/g, '/');
    return collapsed.length > 1 ? collapsed.replace(/\/$/, '') : collapsed;
  }

  /** The operation that answers this method and path; a word in the path wins over a parameter. */
  operationFor(method: string, pathname: string): ContractOperation | undefined {
    const wanted = method.toLowerCase() === 'head' ? 'get' : method.toLowerCase();
    const segments = ContractDocument.normalisePath(pathname).split('/');
    const lowered = segments.map((s) => s.toLowerCase());
    let best: ContractOperation | undefined;
    for (const op of this.operations) {
      if (op.method !== wanted || op.segments.length !== segments.length) continue;
      if (!op.segments.every((s, i) => (s === null ? segments[i] !== '' : s === lowered[i]))) continue;
      if (!best || ContractDocument.moreSpecific(op, best)) best = op;
    }
    return best;
  }

  private static moreSpecific(a: ContractOperation, b: ContractOperation) {
    for (let i = 0; i < a.segments.length; i++) {
      const aWord = a.segments[i] !== null;
      const bWord = b.segments[i] !== null;
      if (aWord !== bWord) return aWord;
    }
    return false;
  }

  /** Checks one answer: its status must be documented, its body must match that status's schema. */
  validate(op: ContractOperation, status: number, contentType: string, body: Buffer | undefined): Outcome {
    const key = [String(status), `${String(status)[0]}XX`, 'default'].find((k) => op.responses[k]);
    if (!key) return { kind: 'empty', problems: [`status ${status} is not documented (documented: ${Object.keys(op.responses).join(', ')})`] };
    const documented = op.responses[key].content ?? {};
    const type = mediaType(contentType);
    if (!type || (body === undefined && isJsonType(type))) return { kind: 'empty', problems: [] };
    if (!isJsonType(type)) {
      const listed = Object.keys(documented).some((t) => t === type || t === '*/*' || (t.endsWith('/*') && type.startsWith(t.slice(0, -1))));
      return { kind: 'binary', problems: listed ? [] : [`answered ${type}; the document lists ${Object.keys(documented).join(', ') || 'no body'}`] };
    }
    const jsonType = Object.keys(documented).find((t) => isJsonType(mediaType(t)));
    if (!jsonType || !('schema' in documented[jsonType]))
      return { kind: 'json', problems: [`answered ${type}; the document lists ${Object.keys(documented).join(', ') || 'no body'} for ${key}`] };
    let value: unknown;
    try {
      value = JSON.parse(body!.toString('utf8'));
    } catch {
      return { kind: 'json', problems: ['the body is not valid JSON'] };
    }
    const validate = this.validator(op, key, jsonType);
    if (validate(value)) return { kind: 'json', problems: [] };
    const problems = (validate.errors ?? []).map(describe);
    const shown = problems.slice(0, MAX_PROBLEMS);
    if (problems.length > MAX_PROBLEMS) shown.push(`… and ${problems.length - MAX_PROBLEMS} more`);
    return { kind: 'json', problems: shown };
  }

  private validator(op: ContractOperation, status: string, type: string) {
    const ref = `${DOCUMENT_ID}#/${pointer('paths', op.template, op.method, 'responses', status, 'content', type, 'schema')}`;
    let validate = this.validators.get(ref);
    if (!validate) {
      validate = this.ajv.compile({ $ref: ref });
      this.validators.set(ref, validate);
    }
    return validate;
  }
}
