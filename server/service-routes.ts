import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { routeFolders, scanRouteTable } from '@/lib/http/route-table.mjs';
import type { RouteNode } from '@/lib/http/route-tree';
import type { RouteModule, ServiceRoutes } from './service-router';

/** Route folders under /api that Next answers itself: next-auth, the back-office's staff sign-in. */
export const NEXT_OWNED = /^api\/auth(\/|$)/;

/**
 * The service's routes: the route folders of app/ and their modules. This source form scans and
 * imports them when the server starts (`npm run dev`, under tsx); the build
 * (scripts/build-server.mjs) replaces this module with the same table and a static import of every
 * route file, so the bundle holds the handlers.
 */
export async function loadServiceRoutes(): Promise<ServiceRoutes> {
  const appDir = path.join(process.cwd(), 'app');
  const scanned = scanRouteTable(appDir);
  const modules: Record<string, RouteModule> = {};
  for (const folder of routeFolders(scanned)) {
    if (!NEXT_OWNED.test(folder)) modules[folder] = await import(pathToFileURL(path.join(appDir, folder, 'route.ts')).href);
  }
  return { table: scanned as RouteNode, modules };
}
