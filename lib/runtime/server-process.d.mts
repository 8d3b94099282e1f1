/** Types of server-process.mjs (plain JavaScript so scripts/start.mjs can run it). */
export const SERVER_PROCESS_ENV: Readonly<Record<string, string>>;
export const NEXT_BIN: string;
export const KEEP_ALIVE_ARGS: readonly string[];
export function nextStartArgs(port: number | string, ...extra: string[]): string[];
