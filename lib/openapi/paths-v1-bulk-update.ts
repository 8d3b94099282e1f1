import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import { BULK_MAX_BODY_BYTES, MAX_BULK_PRODUCTS } from '@/lib/api/schemas/bulk-update';
import { BULK_OPERATIONS, BULK_OPERATION_PATHS } from '@/lib/api/schemas/bulk-operations';
import {
  bulkMutationResultSchema,
  BULK_RUN_HEADER,
  bulkRunSchema,
  bulkRunsQuerySchema,
  byFilterBodySchema,
  byFilterParamsSchema,
  jobIdParamsSchema,
  jobStatusSchema,
  runChangeSchema,
  runIdParamsSchema,
  undoResultSchema,
} from '@/lib/api/schemas/bulk-runs';
import { mutationResultSchema } from '@/lib/api/schemas/wrappers';
import type { ResponseConfig, RouteConfig } from '@asteasolutions/zod-to-openapi';
import { addPath, jsonBody, responses } from './helpers';

const rules = [
  `All or nothing, in one transaction. productIds: 1 to ${MAX_BULK_PRODUCTS.toLocaleString('en')} Guids (duplicates ignored), body at most ${BULK_MAX_BODY_BYTES / 1024 / 1024} MB (413 beyond). A non-Guid id is a 400; ids of no product are a 404 listing the first 20 ("productIds.N: no product has id …") with the count, and nothing is written.`,
  'Only fields with isBulkEditable true in meta-info; values are checked against the field\'s inputType, options (lookups read from the database) and validations (400 naming the body field).',
  'Every listed product gets version + 1, updated_at now and updated_by = the UserId header (a Guid when sent). Search rows are refreshed in the same transaction when name, brand or categories change.',
  'recordId: the product when exactly one is listed, else the nil Guid. Extension If-Match: with exactly one product, the ETag of its detail; 409 CONFLICT when it changed since (400 with several products).',
  'Extension (history): every call is recorded as a bulk run (GET /api/v1/bulk-update/runs) with its history in the same transaction (the history of each product shows one entry per changed field; stored as one row per field and value pair of the run); POST /api/v1/bulk-update/runs/{runId}/undo restores it.',
  'Extension (outcome): the answer\'s `run` names the run and counts its products as changed (a field changed: the products its changes list shows and its undo restores), unchanged (already so) and skipped; message says the same ("73 products: 66 changed, 7 already so, 0 skipped").',
  `Extension (background jobs): a call listing more products than BULK_JOB_THRESHOLD (default 5,000), or sent with \`Prefer: respond-async\`, is checked (unknown ids are still a 404 and nothing is queued), then answers at once with HTTP 202 and a mutation result whose recordId is the job id (Location: /api/v1/jobs/{id}); follow it with GET /api/v1/jobs/{id}. The job applies the change in chunks of 5,000 products, each in one transaction, under ONE bulk run; it resumes after a restart without applying a chunk twice, and can be cancelled (chunks already applied stay, and are undoable). At or under the threshold the answer is the synchronous one above.`,
].join('\n\n');

const headers = z.object({
  'If-Match': z.string().optional().meta({ description: 'Extension: ETag of GET /api/v1/product/{id}; only with exactly one product' }),
  UserId: z.string().optional().meta({ description: 'Guid of the user, recorded as the product\'s last updater' }),
  Prefer: z.string().optional().meta({ description: 'Extension: respond-async runs the call as a background job whatever its size (HTTP 202)' }),
});

/** Extension: a change applied at once names its bulk run (lib/http/bulk.ts), which its undo takes. */
function withRunHeader(answers: RouteConfig['responses']): RouteConfig['responses'] {
  const ok = answers[200] as ResponseConfig;
  return {
    ...answers,
    200: {
      ...ok,
      headers: {
        [BULK_RUN_HEADER]: {
          description: 'Extension: the id of the bulk run this call was recorded as (POST /api/v1/bulk-update/runs/{runId}/undo reverts it)',
          schema: { type: 'string' as const, format: 'uuid' },
        },
      },
    },
  };
}

const accepted = {
  202: {
    description: 'Extension: accepted as a background job; recordId is the job id (GET /api/v1/jobs/{id})',
    content: { 'application/json': { schema: mutationResultSchema } },
  },
};

/** The mutation result with the run's outcome (extension), failures as every Wrapper C call's. */
function bulkAnswers(failures: number[]) {
  const answers = responses('C', z.null(), failures);
  return { ...answers, 200: { description: 'Success', content: { 'application/json': { schema: bulkMutationResultSchema } } } };
}

export function registerBulkUpdatePaths(registry: OpenAPIRegistry) {
  const tag = 'v1 Bulk update';
  // Every operation of the registry, under each spelling of its path.
  for (const op of BULK_OPERATIONS) {
    for (const path of [op.path, ...(op.aliases ?? [])]) {
      addPath(registry, {
        tag,
        extension: op.openapi.extension,
        method: 'put',
        path: `/api/v1/bulk-update/${path}`,
        operationId: path === op.path ? op.openapi.operationId : `${op.openapi.operationId}SampleSpelling`,
        summary: path === op.path ? op.openapi.summary : `${op.openapi.summary} (the sample's spelling of the path)`,
        description: op.openapi.extension ? op.openapi.description : `${op.openapi.description}\n\n${rules}`,
        request: { headers, body: jsonBody(op.documentedBody ?? op.body) },
        responses: withRunHeader({ ...bulkAnswers([400, 401, 404, 409, 413]), ...accepted }),
      });
    }
  }

  const ext = { tag, extension: true } as const;
  addPath(registry, {
    ...ext,
    method: 'put',
    path: '/api/v1/bulk-update/by-filter/{operation}',
    operationId: 'bulkUpdateByFilter',
    summary: 'Bulk update every product matching a search filter ("all N matching")',
    description: `operation: ${BULK_OPERATION_PATHS.join(', ')}. The body is the operation's own body without productIds, plus \`filter\`: a v1 advanced-search body (POST /api/v1/search/advanced). The service resolves the filter (at most 100,000 matches, else 400; none is a 404) and runs the operation on every match, under the same rules as the operation's endpoint — including the background job over the threshold.\n\n${rules}`,
    request: { params: byFilterParamsSchema, headers, body: jsonBody(byFilterBodySchema) },
    responses: withRunHeader({ ...bulkAnswers([400, 401, 404, 409]), ...accepted }),
  });
  addPath(registry, {
    ...ext,
    method: 'get',
    path: '/api/v1/bulk-update/runs',
    operationId: 'listBulkRuns',
    summary: 'Bulk runs, newest first',
    description: 'Every bulk-update call (and every undo) as a run: who (the API client and the staff member it acted for), operation, the change, product count, status (running, done, failed, cancelled), result, and the undo run once undone. Paged (page, pagesize).',
    request: { query: bulkRunsQuerySchema },
    responses: responses('A', z.array(bulkRunSchema)),
  });
  addPath(registry, {
    ...ext,
    method: 'get',
    path: '/api/v1/bulk-update/runs/{runId}',
    operationId: 'getBulkRun',
    summary: 'One bulk run',
    request: { params: runIdParamsSchema },
    responses: responses('B', bulkRunSchema, [400, 401, 404]),
  });
  addPath(registry, {
    ...ext,
    method: 'get',
    path: '/api/v1/bulk-update/runs/{runId}/changes',
    operationId: 'listBulkRunChanges',
    summary: 'What a bulk run changed: one row per changed field per product',
    description: 'The run\'s audit-history rows in order, each with the product\'s name and stock code; paged (page, pagesize).',
    request: { params: runIdParamsSchema, query: bulkRunsQuerySchema },
    responses: responses('A', z.array(runChangeSchema), [400, 401, 404]),
  });
  addPath(registry, {
    ...ext,
    method: 'post',
    path: '/api/v1/bulk-update/runs/{runId}/undo',
    operationId: 'undoBulkRun',
    summary: 'Undo a bulk run',
    description:
      'Restores the previous value of every product field the run changed, in one transaction, one set-based statement per field — except fields changed again since the run (a later history row for the same product and field, or a current value other than the run\'s), which are never overwritten and are reported: `skipped.count` products, the first 20 listed with their fields. The undo is itself a bulk run (undoOf = runId) with its own history rows. A run is undone once: 409 when already undone or still running; 404 for an unknown run.',
    request: { params: runIdParamsSchema },
    responses: responses('B', undoResultSchema, [400, 401, 404, 409]),
  });
  addPath(registry, {
    tag: 'Jobs',
    extension: true,
    method: 'get',
    path: '/api/v1/jobs/{id}',
    operationId: 'getJob',
    summary: 'A background job: status, progress, counts, errors',
    description: 'status: queued, running, done, failed, cancelled; progress 0–100 (processed of total); subjectId: the bulk run of a bulk-update job. Jobs run on pg-boss in every app process and survive restarts.',
    request: { params: jobIdParamsSchema },
    responses: responses('B', jobStatusSchema, [400, 401, 404]),
  });
  addPath(registry, {
    tag: 'Jobs',
    extension: true,
    method: 'post',
    path: '/api/v1/jobs/{id}/cancel',
    operationId: 'cancelJob',
    summary: 'Cancel a background job',
    description: 'A queued job never starts; a running one stops at its next chunk (chunks already applied stay applied). 409 once the job has finished; 404 for an unknown job. Answers the job\'s state.',
    request: { params: jobIdParamsSchema },
    responses: responses('B', jobStatusSchema, [400, 401, 404, 409]),
  });
}
