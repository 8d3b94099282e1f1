/** Types of route-table.mjs (plain JavaScript so the server's build can run it). */
export const SERVICE_ROOTS: string[];
export function scanRouteTable(appDir: string, roots?: string[]): Record<string, unknown>;
export function routeFolders(table: Record<string, unknown>): string[];
