/** Types of route-table.mjs (plain JavaScript so next.config.mjs can run it). */
export function scanRouteTable(appDir: string, roots?: string[]): Record<string, unknown>;
