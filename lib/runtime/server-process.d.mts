/** Types of server-process.mjs (plain JavaScript so scripts/start.mjs can run it). */
export const SERVER_PROCESS_ENV: Readonly<Record<string, string>>;
export function serverBundle(distDir?: string): string;
export const KEEP_ALIVE_ARGS: readonly string[];
export function serverArgs(port: number | string, ...extra: string[]): string[];
export const nextStartArgs: typeof serverArgs;
export function markServerProcess(): void;
export function isServerProcess(): boolean;
