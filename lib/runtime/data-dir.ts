import path from 'node:path';

/**
 * Where this process keeps its files (DATA_DIR, default `.data/`): the embedded database, uploaded
 * media, the demo client's credentials and the session key. The back-office's API client reads the
 * demo client's file itself (lib/api/config.ts): it may talk to a service on another machine.
 */
export function dataDir(): string {
  return path.resolve(/*turbopackIgnore: true*/ process.env.DATA_DIR || '.data');
}
