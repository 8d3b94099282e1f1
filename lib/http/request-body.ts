import type { z } from 'zod';
import { EMPTY_GUID, withoutEmptyGuids } from '@/lib/api/schemas/form-values';
import { issuesToErrors, ServiceError } from '@/lib/errors';
import { inspectBody, LIMITS } from './request-guard';

/**
 * Reading a service request (route() in ./route.ts): its localisation headers, its body (JSON, or a
 * form where the endpoint takes one) through the request guard, and each part checked with its zod
 * schema. Every refusal is a ServiceError with a 4xx status, which route() puts in the endpoint's wrapper.
 */
export type BodyFormat = 'json' | 'json-or-form';

/** An empty header, or the empty GUID the vendor's clients send for "none", is no header. */
export function header(req: Request, name: string): string | null {
  const v = req.headers.get(name)?.trim();
  return v && v !== EMPTY_GUID ? v : null;
}

/** The body, parsed and through the request guard (control characters, string lengths, depth). */
export async function readBody(req: Request, format: BodyFormat, maxBytes: number, maxString: number): Promise<unknown> {
  return assertSafeBody(await parseBody(req, format, maxBytes), maxString);
}

/**
 * The request guard's body check (control characters, over-long strings, deep nesting), for every
 * body route() reads and for the few handlers that parse a body of their own (the storefront's
 * qs-encoded search body).
 */
export function assertSafeBody<T>(body: T, maxString: number = LIMITS.maxString): T {
  const problems = inspectBody(body, maxString);
  if (problems.length) throw new ServiceError(400, 'VALIDATION_ERROR', 'The request body is not valid', problems);
  return body;
}

async function parseBody(req: Request, format: BodyFormat, maxBytes: number): Promise<unknown> {
  const declared = Number(req.headers.get('content-length') || 0);
  if (declared > maxBytes) throw new ServiceError(413, 'PAYLOAD_TOO_LARGE', `The body exceeds ${maxBytes} bytes`);
  const text = await req.text();
  if (Buffer.byteLength(text) > maxBytes)
    throw new ServiceError(413, 'PAYLOAD_TOO_LARGE', `The body exceeds ${maxBytes} bytes`);
  const type = (req.headers.get('content-type') || '').toLowerCase();
  if (type.includes('application/x-www-form-urlencoded')) {
    if (format !== 'json-or-form')
      throw new ServiceError(415, 'UNSUPPORTED_MEDIA_TYPE', 'This endpoint accepts application/json only');
    // The spec's samples declare form-urlencoded but send a JSON object: accept that body as JSON.
    const trimmed = text.trim();
    if (trimmed.startsWith('{')) return parseJson(trimmed);
    const form = new URLSearchParams(text);
    const out: Record<string, unknown> = {};
    for (const key of new Set(form.keys())) {
      const all = form.getAll(key);
      out[key] = all.length > 1 ? all : all[0];
    }
    return out;
  }
  if (text.trim() === '') return undefined;
  return parseJson(text);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new ServiceError(400, 'MALFORMED_BODY', 'The body is not valid JSON', ['body: is not valid JSON']);
  }
}

/**
 * A request part checked with its schema. In the query and the body the empty Guid is absent
 * (withoutEmptyGuids); a path segment keeps it, where it names something (a new basket).
 */
export function parseWith<S extends z.ZodType>(schema: S | undefined, value: unknown, where: 'path' | 'query' | 'body'): z.output<S> {
  if (!schema) return undefined as z.output<S>;
  const parsed = schema.safeParse(where === 'path' ? value : withoutEmptyGuids(value));
  if (!parsed.success) {
    throw new ServiceError(400, 'VALIDATION_ERROR', `The request ${where} is not valid`, issuesToErrors(parsed.error));
  }
  return parsed.data;
}
