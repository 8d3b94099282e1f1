import pino, { type DestinationStream } from 'pino';

/**
 * The server's one logger: JSON lines on stdout (pino, no transport thread). Secrets never reach a
 * log line: known secret-bearing keys are redacted wherever they sit (two levels deep), and errors go
 * through `safeError`, which keeps what explains a failure (type, code, constraint, message) and drops
 * what may carry data (failed SQL's parameters, `detail`, connection strings).
 */
const SECRET_KEYS = [
  'authorization',
  'cookie',
  'password',
  'passwordHash',
  'secret',
  'secretHash',
  'clientSecret',
  'client_secret',
  'token',
  'accessToken',
  'refreshToken',
  'access_token',
  'refresh_token',
  'hash',
  'tokenHash',
  'connectionString',
  'databaseUrl',
  'DATABASE_URL',
  'params',
];

const redactPaths = SECRET_KEYS.flatMap((k) => [k, `*.${k}`, `*.*.${k}`]);

/** Failed SQL as drizzle reports it ends with "params: a,b,c": everything after that is data. */
const PARAMS_TAIL = /\n?\s*params:[\s\S]*$/;
const CONNECTION_STRING = /\b(postgres(?:ql)?):\/\/[^\s'"]+/gi;

/** Text of an error message or stack with SQL parameters and connection strings removed. */
export function scrubText(text: string): string {
  // A stack repeats the message first: cut the params line out, keep the frames after it.
  const lines = text.split('\n');
  const kept: string[] = [];
  let skipping = false;
  for (const line of lines) {
    if (/^\s*params:/.test(line)) {
      skipping = true;
      continue;
    }
    if (skipping && /^\s+at /.test(line)) skipping = false;
    if (!skipping) kept.push(line);
  }
  return kept.join('\n').replace(PARAMS_TAIL, '').replace(CONNECTION_STRING, '$1://[redacted]');
}

export interface SafeError {
  type: string;
  message: string;
  code?: string;
  constraint?: string;
  table?: string;
  stack?: string;
  cause?: SafeError;
}

/** An error reduced to what explains it, without the data it was about (used as pino's `err` serializer). */
export function safeError(e: unknown, depth = 0): SafeError {
  if (!(e instanceof Error)) return { type: typeof e, message: scrubText(String(e)) };
  const err = e as Error & { code?: unknown; constraint?: unknown; table?: unknown; cause?: unknown };
  const code = typeof err.code === 'string' ? err.code : undefined;
  const out: SafeError = { type: err.name || err.constructor?.name || 'Error', message: scrubText(err.message) };
  // SQLSTATE class 22 (data exception) messages quote the offending input: `invalid input syntax for
  // type integer: "<value>"`. Keep what failed, not the value.
  if (code?.startsWith('22')) out.message = out.message.replace(/:\s[\s\S]*$/, ': [value redacted]');
  if (code) out.code = code;
  if (typeof err.constraint === 'string') out.constraint = err.constraint;
  if (typeof err.table === 'string') out.table = err.table;
  // The stack repeats the message (params and all) before its frames: swap in the scrubbed one first.
  if (err.stack) out.stack = scrubText(err.message ? err.stack.split(err.message).join(out.message) : err.stack);
  if (err.cause !== undefined && depth < 4) out.cause = safeError(err.cause, depth + 1);
  return out;
}

/** The logger's configuration with another destination (tests read what it would have written). */
export function createLogger(destination?: DestinationStream) {
  const options = {
    level: process.env.LOG_LEVEL || 'info',
    base: { pid: process.pid },
    redact: { paths: redactPaths, censor: '[redacted]' },
    serializers: { err: (e: unknown) => safeError(e), error: (e: unknown) => safeError(e) },
  };
  return destination ? pino(options, destination) : pino(options);
}

export const log = createLogger();
