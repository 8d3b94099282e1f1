import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import { importIdParamsSchema, importPreviewSchema, importReportSchema, importStartedSchema, IMPORT_MODES } from '@/lib/api/schemas/product-import';
import { wrapperBSchema } from '@/lib/api/schemas/wrappers';
import { addPath, responses } from './helpers';

const file = z.string().meta({ format: 'binary', description: 'A CSV (UTF-8; comma, semicolon, tab or pipe separated) or an Excel workbook (.xlsx, first sheet); the first row names the columns' });

const refusals = [
  'Refused with nothing written: no file or an empty one (header only included) → 400; not a CSV or XLSX by its bytes (an old .xls, a PDF, binary, text not in UTF-8) → 415; over IMPORT_MAX_BYTES (200 MB), by Content-Length or as counted while a chunked body streams in, → 413; a text part (the mapping) over 1 MB → 413; a body that is not multipart/form-data → 415, or malformed multipart (cut off before its closing boundary) → 400 MALFORMED_BODY; an XLSX whose parts would expand past 1 GB, or a large part by more than 200 times (a decompression bomb), → 413;',
  'a CSV row with more or fewer fields than the header, two stock codes alike, or a header with an empty or repeated column name → 422 RULE_VIOLATION; a mapping naming a column the file lacks or a field code meta-info lacks, a field mapped twice, or no column mapped to StockCode → 400.',
].join(' ');

/** Extension (issue 11): product import from a supplier's CSV or XLSX, run as a background job. */
export function registerImportPaths(registry: OpenAPIRegistry) {
  const tag = 'v1 Import';
  addPath(registry, {
    tag,
    extension: true,
    method: 'post',
    path: '/api/v1/import/preview',
    operationId: 'previewImport',
    summary: 'Preview an import file: columns, suggested mapping, first 20 rows',
    description: `multipart/form-data with a \`file\` part. Each column gets the meta-info field whose code or label (fieldName) its name matches, ignoring case, accents, spaces and punctuation, and up to five sample values. Nothing is stored. ${refusals}`,
    request: { body: { content: { 'multipart/form-data': { schema: z.object({ file }) } } } },
    responses: responses('B', importPreviewSchema, [400, 401, 413, 415, 422]),
  });
  addPath(registry, {
    tag,
    extension: true,
    method: 'post',
    path: '/api/v1/import',
    operationId: 'startImport',
    summary: 'Import products from a CSV or XLSX file (background job)',
    description: [
      'multipart/form-data: `file`; `mapping`, a JSON object of column name → meta-info field code (columns left out are not imported; StockCode must be mapped); `mode` create (new stock codes only), update (existing only) or upsert (default); `dryRun` true to validate only.',
      'The file is checked whole before anything is queued; then it is stored and a job of kind product-import queued: HTTP 202, and result.recordId (Wrapper B) is both the import id (GET /api/v1/import/{id}) and the job id (GET /api/v1/jobs/{id}, POST /api/v1/jobs/{id}/cancel).',
      'Each row is validated like the product form (meta-info type, options, validations; a new product needs every required field, status defaults to draft). Options may be given by key or by label (a brand\'s name, "Active"); booleans as true/false, yes/no or 1/0; an empty cell changes nothing. SKU and barcode must be unused by other products.',
      'Rows are written in batches of IMPORT_BATCH (2,500; the size is kept with the job), each in one transaction with its checkpoint, so a restarted job resumes at the first batch not committed and never applies a row twice; a cancel stops at the next batch. Rows with errors are skipped and listed (row number — the first row under the header is 1 — column, message). A dry run writes no product and reports every error. Every change is in the product history with source import and the import id (field `*` for a created product).',
      refusals,
    ].join('\n\n'),
    request: {
      headers: z.object({ UserId: z.string().optional().meta({ description: "Guid of the user, recorded as the products' creator or last updater" }) }),
      body: {
        content: {
          'multipart/form-data': {
            schema: z.object({
              file,
              mapping: z.string().meta({ description: 'JSON: {"Column name": "FieldCode", …}', example: '{"SKU code":"StockCode","Title":"Name"}' }),
              mode: z.enum(IMPORT_MODES).optional(),
              dryRun: z.enum(['true', 'false']).optional(),
            }),
          },
        },
      },
    },
    responses: {
      ...responses('B', importStartedSchema, [400, 401, 413, 415, 422]),
      202: { description: 'Queued; result.recordId is the import (and job) id', content: { 'application/json': { schema: wrapperBSchema(importStartedSchema) } } },
    },
  });
  addPath(registry, {
    tag,
    extension: true,
    method: 'get',
    path: '/api/v1/import/{id}',
    operationId: 'getImport',
    summary: 'An import: progress, counts, created and updated products, row errors',
    description: 'job.counts: created, updated (for a dry run: would be), skipped (rows with errors), errors. created/updated: the first 50 products; errors: the first 200 row errors (errorCount has them all).',
    request: { params: importIdParamsSchema },
    responses: responses('B', importReportSchema, [400, 401, 404]),
  });
  addPath(registry, {
    tag,
    extension: true,
    method: 'get',
    path: '/api/v1/import/{id}/errors.csv',
    operationId: 'getImportErrorsCsv',
    summary: 'The rows an import skipped, with an Errors column (CSV)',
    description: 'text/csv (UTF-8 with BOM): the file\'s header plus an Errors column, then every row that had an error exactly as it was in the file, its errors as "Column: message; …". Fix the cells and import the file again. Failures come in Wrapper B.',
    request: { params: importIdParamsSchema },
    responses: {
      ...responses('B', z.null(), [400, 401, 404]),
      200: { description: 'The CSV', content: { 'text/csv': { schema: z.string() } } },
    },
  });
}
