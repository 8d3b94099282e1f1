import 'server-only';
import { cache } from 'react';
import { z } from 'zod';
import {
  feedSchema,
  masterDataItemSchema,
  micrositeSchema,
  navMenuSchema,
  redirectRuleSchema,
} from '@/lib/api/schemas/content';
import { requestD, segment } from './http';

/** The header and footer navigation trees (GET /api/v2/content/nav). */
export const getNavMenu = cache(() => requestD({ path: '/api/v2/content/nav' }, navMenuSchema));

/** Every product feed with its download link (GET /api/v2/content/feed/all). */
export const listFeeds = cache(() => requestD({ path: '/api/v2/content/feed/all' }, z.array(feedSchema)));

/** Every redirect rule (GET /api/v2/content/redirects). */
export const listRedirects = cache(() =>
  requestD({ path: '/api/v2/content/redirects' }, z.array(redirectRuleSchema)),
);

/** The items of one master data table (GET /api/v2/content/masterdata/:id), inactive ones on request. */
export const listMasterData = cache((tableId: number, includeInactive: boolean) =>
  requestD(
    {
      path: `/api/v2/content/masterdata/${segment(tableId)}`,
      query: { includeInactive: includeInactive ? 'true' : undefined },
    },
    z.array(masterDataItemSchema),
  ),
);

/** The active microsites (GET /api/v2/content/microsite/all). */
export const listMicrosites = cache(() =>
  requestD({ path: '/api/v2/content/microsite/all' }, z.array(micrositeSchema)),
);
