import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import { importIdParamsSchema, importPreviewSchema, importReportSchema, importStartedSchema, IMPORT_MODES } from '@/lib/api/schemas/product-import';
import {
  importProfileBodySchema,
  importProfileDeletedSchema,
  importProfileIdParamsSchema,
  importProfileSchema,
  importProfilesQuerySchema,
} from '@/lib/api/schemas/product-import-profiles';
import { wrapperBSchema } from '@/lib/api/schemas/wrappers';
import { addPath, created, jsonBody, responses } from './helpers';

const file = z.string().meta({ format: 'binary', description: 'A CSV (UTF-8; comma, semicolon, tab or pipe separated) or an Excel workbook (.xlsx, first sheet); the first row names the columns' });

const refusals = [
  'Refused with nothing written: no file or an empty one (header only included) → 400; not a CSV or XLSX by its bytes (an old .xls, a PDF, binary, text not in UTF-8) → 415; over IMPORT_MAX_BYTES (200 MB), by Content-Length or as counted while a chunked body streams in, → 413; a text part (the mapping) over 1 MB → 413; a body that is not multipart/form-data → 415, or malformed multipart (cut off before its closing boundary) → 400 MALFORMED_BODY; an XLSX whose parts would expand past 1 GB, or a large part by more than 200 times (a decompression bomb), → 413;',
  'a CSV row with more or fewer fields than the header, two stock codes alike, or a header with an empty or repeated column name → 422 RULE_VIOLATION; a mapping naming a column the file lacks or a code that is neither a meta-info field nor a price or stock target, a target mapped twice, or no column mapped to StockCode → 400; a profileId no profile has → 404.',
].join(' ');

const TARGETS =
  'Targets: a meta-info field code, or a pseudo-field for what lives in its own table — `Price:<price list code>` (sell price), `ListPrice:<code>` (list price, RRP), `CostPrice:<code>`, `Stock:<warehouse code>` (stock on hand), `Stock` (the default warehouse: store setting CatalogSettings.DefaultWarehouseCode, else the first warehouse that is not a shop), `Weight:g` (a weight written in grams, kept in kilograms), and `<field code>[<locale>]` (extension: the field\u2019s translation into an enabled language other than the default, e.g. `Name[fr-FR]`; a column named `Name [fr-FR]` suggests it; see GET /api/v1/product/{id}/translations). Codes in any case.';

const READING = [
  'Numbers are read as suppliers write them: currency signs and codes dropped (`£1,299.00` → 1299.00); thousands grouped by commas, spaces (also no-break and narrow no-break) or apostrophes (`1 299` → 1299), or by points with decimalComma (`1.299,00` → 1299.00, `12,5` → 12.5; without it `12,5` is a row error rather than 125); a weight cell may name its unit (`500 g`); prices have at most two decimals, stock is a whole number, and negative stock or a negative price is a row error.',
  'Sell prices include tax when the store setting CatalogSettings.PricesIncludeTax is true (the default), else they are net and the tax of the row\'s tax class is added; the price without tax follows from the tax class as in the product form. A list the product has no price in yet needs a sell price (else a row error); list price defaults to the sell price and cost to 0 there. A sell price (without tax) below the cost price is written, with a warning. Stock below what is allocated to orders is a row error.',
  'Brand, sub-brand, season, supplier (Vendor), collections (several, separated by commas) and the default category are matched by id, code or name — a category also by its path, `Home › Living Room › Decor` or `Home/Living Room/Decor`, whole or its last levels — ignoring case, accents and surrounding spaces. An unknown value is a row error that names the closest known one by trigram similarity (`no brand named "Halcyon Hom" — did you mean "Halcyon Home"?`); a name several values share asks for the code or path. With createMissing, missing brands and collections (never categories) are created, each with a warning.',
  'A row is written whole or not at all (its fields, prices, stock and collections); a batch is one transaction.',
].join('\n\n');

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
    description: `multipart/form-data with a \`file\` part and optionally \`profileId\`, a saved mapping profile. Each column gets the target whose code or label its name matches, ignoring case, accents, spaces and punctuation, else the one a usual supplier label suggests (Product name, Title, SKU, EAN/GTIN/barcode, RRP/MSRP, Cost, Qty/Stock/On hand, Manufacturer, Weight (g)…; a currency, price list or warehouse after a price or stock label picks that one: "RRP EUR"), and up to five sample values. \`mapping\` is the profile's (for the columns the file has, the suggestions for the rest) or the suggestions; \`targets\` lists everything a column can fill with its label. Nothing is stored. ${TARGETS} ${refusals}`,
    request: { body: { content: { 'multipart/form-data': { schema: z.object({ file, profileId: z.uuid().optional() }) } } } },
    responses: responses('B', importPreviewSchema, [400, 401, 404, 413, 415, 422]),
  });
  addPath(registry, {
    tag,
    extension: true,
    method: 'post',
    path: '/api/v1/import',
    operationId: 'startImport',
    summary: 'Import products from a CSV or XLSX file (background job)',
    description: [
      'multipart/form-data: `file`; `mapping`, a JSON object of column name → target (columns left out are not imported; StockCode must be mapped), or `profileId`, a saved profile whose mapping and options apply where the call gives none; `mode` create (new stock codes only), update (existing only) or upsert (default); `dryRun` true to validate only (and list the price and stock changes, old → new); `decimalComma` true when the file writes 12,5; `createMissing` "brands", "collections" or both, comma-separated.',
      TARGETS,
      'The file is checked whole before anything is queued; then it is stored and a job of kind product-import queued: HTTP 202, and result.recordId (Wrapper B) is both the import id (GET /api/v1/import/{id}) and the job id (GET /api/v1/jobs/{id}, POST /api/v1/jobs/{id}/cancel).',
      'Each row is validated like the product form (meta-info type, options, validations; a new product needs every required field, status defaults to draft). Options may be given by key or by label ("Active"); booleans as true/false, yes/no or 1/0; an empty cell changes nothing. SKU and barcode must be unused by other products.',
      READING,
      'Rows are written in batches of IMPORT_BATCH (1,000; the size is kept with the job), each in one transaction with its checkpoint, so a restarted job resumes at the first batch not committed and never applies a row twice; a cancel stops at the next batch. Rows with errors are skipped and listed (row number — the first row under the header is 1 — column, message). A dry run writes no product and reports every error. Every change is in the product history with source import, the import id and its bulk run (field `*` for a created product; prices.<list>.<currency>.sellPrice|listPrice|costPrice and stock.<warehouse>.onHand for an updated one). An import that writes is a bulk run under its own id (operation import): POST /api/v1/bulk-update/runs/{id}/undo restores every field, price and stock it changed, takes the products out of the collections it added them to, and moves the products it created to the deleted products (restorable), except what changed again since.',
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
              profileId: z.uuid().optional().meta({ description: 'A saved mapping profile: its mapping and options where the call gives none' }),
              decimalComma: z.enum(['true', 'false']).optional().meta({ description: 'The file writes decimals with a comma: 12,5 and 1.299,00' }),
              createMissing: z.string().optional().meta({ description: 'brands, collections or both (comma-separated): create what the file names and the catalogue lacks', example: 'brands,collections' }),
            }),
          },
        },
      },
    },
    responses: {
      ...responses('B', importStartedSchema, [400, 401, 404, 413, 415, 422]),
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
    description: 'job.counts: created, updated (for a dry run: would be), skipped (rows with errors), errors, warnings (rows written with a remark: a price below cost, a brand created), priceChanges and stockChanges (values of updated products that change). created/updated: the first 50 products; errors and warnings: the first 200 (errorCount and warningCount have them all); changes: the first 200 price and stock changes of updated products, old → new. runId: the bulk run that undoes the import (null for a dry run), undoneBy its undo.',
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

/** Extension (issue 33): saved mapping profiles, one per supplier's file layout. */
export function registerImportProfilePaths(registry: OpenAPIRegistry) {
  const tag = 'v1 Import';
  const rules =
    'name: unique whatever its case (409 DUPLICATE); supplierId: a supplier (404 when none has it) or null; mapping: column → target as POST /api/v1/import takes it (each target must exist, else 400); options: decimalComma, createMissing.';
  addPath(registry, {
    tag,
    extension: true,
    method: 'get',
    path: '/api/v1/import/profiles',
    operationId: 'listImportProfiles',
    summary: 'Saved import mapping profiles',
    description: 'Every profile by name, or those of one supplier (supplierId).',
    request: { query: importProfilesQuerySchema },
    responses: responses('B', z.array(importProfileSchema), [400, 401]),
  });
  addPath(registry, {
    tag,
    extension: true,
    method: 'post',
    path: '/api/v1/import/profiles',
    operationId: 'createImportProfile',
    summary: 'Save an import mapping profile',
    description: `201 with the profile; Location names it. ${rules}`,
    request: { body: jsonBody(importProfileBodySchema) },
    responses: created(responses('B', importProfileSchema, [400, 401, 404, 409]), 'Saved'),
  });
  addPath(registry, {
    tag,
    extension: true,
    method: 'get',
    path: '/api/v1/import/profiles/{id}',
    operationId: 'getImportProfile',
    summary: 'One import mapping profile',
    request: { params: importProfileIdParamsSchema },
    responses: responses('B', importProfileSchema, [400, 401, 404]),
  });
  addPath(registry, {
    tag,
    extension: true,
    method: 'put',
    path: '/api/v1/import/profiles/{id}',
    operationId: 'updateImportProfile',
    summary: 'Replace an import mapping profile',
    description: rules,
    request: { params: importProfileIdParamsSchema, body: jsonBody(importProfileBodySchema) },
    responses: responses('B', importProfileSchema, [400, 401, 404, 409]),
  });
  addPath(registry, {
    tag,
    extension: true,
    method: 'delete',
    path: '/api/v1/import/profiles/{id}',
    operationId: 'deleteImportProfile',
    summary: 'Delete an import mapping profile',
    request: { params: importProfileIdParamsSchema },
    responses: responses('B', importProfileDeletedSchema, [400, 401, 404]),
  });
}
