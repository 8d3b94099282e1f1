import fs from 'node:fs';
import path from 'node:path';
import { expect, request, test, type APIRequestContext, type APIResponse, type TestInfo } from '@playwright/test';
import { ContractDocument } from './contract-document';

/**
 * The contract test (issue 32): every answer the API suite receives through a Playwright request
 * context — the `api` and `anonymous` fixtures, Playwright's own `request`, and every context a spec
 * makes with `request.newContext` — is matched to its operation in the OpenAPI document the service
 * serves (method and path template) and validated against the schema of its status code. A mismatch
 * fails the test that received it (a soft failure: the test runs on and reports every mismatch).
 * Answers to paths the document does not describe are counted, not validated; the run ends with one
 * summary line (contract-summary.ts, the suite's global teardown).
 */

export interface ContractCounts {
  validated: number;
  binary: number;
  skipped: number;
  mismatched: number;
  /** Method and path shape of each answer no operation describes, with how often it came. */
  skippedPaths: Record<string, number>;
}

const counts: ContractCounts = { validated: 0, binary: 0, skipped: 0, mismatched: 0, skippedPaths: {} };
const INSTALLED = Symbol.for('catalogue.contract-check');

let documentLoad: Promise<ContractDocument> | undefined;

/** The document the service under test serves, fetched once per worker. */
function contractDocument() {
  documentLoad ??= (async () => {
    const res = await fetch(`http://127.0.0.1:${process.env.TEST_PORT}/api/openapi.json`);
    if (!res.ok) throw new Error(`contract: GET /api/openapi.json answered ${res.status}`);
    return new ContractDocument(await res.json());
  })();
  return documentLoad;
}

/** Ids and numbers in a path, replaced so that the summary groups answers by path shape. */
const pathShape = (p: string) =>
  p.replace(/\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(?=\/|$)/gi, '/{guid}').replace(/\/\d+(?=\/|$)/g, '/{n}');

/** The running test (or hook), or undefined outside one (a worker fixture). */
function runningTest(): TestInfo | undefined {
  try {
    return test.info();
  } catch {
    return undefined;
  }
}

async function check(method: string, res: APIResponse) {
  const info = runningTest();
  // The browser suite's setup calls are not its subject; the API suite's answers are.
  if (info && info.project.name !== 'api') return;
  const doc = await contractDocument();
  const url = new URL(res.url());
  const operation = doc.operationFor(method, url.pathname);
  if (!operation) {
    counts.skipped++;
    const key = `${method.toUpperCase()} ${pathShape(ContractDocument.normalisePath(url.pathname))}`;
    counts.skippedPaths[key] = (counts.skippedPaths[key] ?? 0) + 1;
    return;
  }
  const contentType = res.headers()['content-type'] ?? '';
  const isJson = /^application\/(.+\+)?json\b/i.test(contentType);
  const body = isJson && method.toUpperCase() !== 'HEAD' ? await res.body() : undefined;
  const outcome = doc.validate(operation, res.status(), contentType, body);
  if (outcome.kind === 'binary') counts.binary++;
  else counts.validated++;
  if (outcome.problems.length === 0) return;
  counts.mismatched++;
  const target = `${url.pathname}${url.search}`;
  const title = `contract: ${operation.id} answered ${res.status()} to ${method.toUpperCase()} ${target.length > 200 ? `${target.slice(0, 200)}…` : target} unlike the OpenAPI document`;
  if (info) expect.soft(outcome.problems, title).toEqual([]);
  else throw new Error(`${title}\n${outcome.problems.join('\n')}`);
}

/** Every fetch of the context (get, post, put, patch, delete and head call it) is checked. */
function watch(context: APIRequestContext) {
  const fetchAnswer = context.fetch.bind(context);
  context.fetch = (async (urlOrRequest: Parameters<APIRequestContext['fetch']>[0], options?: Parameters<APIRequestContext['fetch']>[1]) => {
    const res = await fetchAnswer(urlOrRequest, options);
    const method = options?.method ?? (typeof urlOrRequest === 'string' ? 'GET' : urlOrRequest.method());
    await check(method, res);
    return res;
  }) as APIRequestContext['fetch'];
  return context;
}

/**
 * Hooks every request context the worker makes from now on: the fixtures, Playwright's `request` and
 * the specs' own contexts all come from this one `request.newContext`.
 */
export function installContractCheck() {
  const holder = request as typeof request & { [INSTALLED]?: true };
  if (holder[INSTALLED]) return;
  holder[INSTALLED] = true;
  const newContext = request.newContext.bind(request);
  request.newContext = async (options) => watch(await newContext(options));
  const dir = process.env.TEST_CONTRACT_DIR;
  // Each worker leaves its counts for the summary when it exits (workers end before the global teardown).
  if (dir)
    process.on('exit', () => {
      if (counts.validated + counts.binary + counts.skipped === 0) return;
      fs.writeFileSync(path.join(dir, `${process.pid}.json`), JSON.stringify(counts));
    });
}
