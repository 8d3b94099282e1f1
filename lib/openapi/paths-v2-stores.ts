import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import { storeSchema, storeSearchParamsSchema, storeSearchQuerySchema } from '@/lib/api/schemas/stores';
import { addPath, responses } from './helpers';
import { V2_AUTH_NOTE } from './paths-v2-content';

export function registerV2StorePaths(registry: OpenAPIRegistry) {
  const tag = 'v2 Stores';
  addPath(registry, {
    tag,
    method: 'get',
    path: '/api/v2/stores/all',
    operationId: 'listStores',
    summary: 'Every active store',
    description: `By name; distanceFromPostCode and distanceUnit are empty. ${V2_AUTH_NOTE}`,
    responses: responses('D', z.array(storeSchema), [401]),
  });
  addPath(registry, {
    tag,
    method: 'post',
    path: '/api/v2/stores/{postCode}',
    operationId: 'findStoresByPostCode',
    summary: 'Stores near a UK post code, nearest first',
    description: [
      'The post code (full, e.g. "SW1A 1AA", or outward code "SW1A"; case and spaces ignored) is placed at the centre of its district;',
      'an unknown district falls back to the centre of the known districts of its area (the leading letters).',
      'Distances are great-circle (haversine) miles, one decimal, with distanceUnit "miles".',
      'Only stores within `radius` miles (default 50) are listed, at most `limit` (default 20): an empty list when none is that close.',
      '400 for a malformed post code or query; 404 when nothing is known of the post code area. No body is read.',
      V2_AUTH_NOTE,
    ].join(' '),
    request: { params: storeSearchParamsSchema, query: storeSearchQuerySchema },
    responses: responses('D', z.array(storeSchema), [400, 401, 404]),
  });
}
