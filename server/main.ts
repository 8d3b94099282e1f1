import { parseArgs } from 'node:util';

/**
 * The app's server process: `node .next/catalogue-server/main.mjs -p 3000 [-H host]
 * [--keepAliveTimeout ms]` once built (`npm start` runs it, lib/runtime/server-process.mjs says how),
 * `tsx server/main.ts --dev` for `npm run dev`. The arguments are those of `next start`.
 */
const { values } = parseArgs({
  options: {
    port: { type: 'string', short: 'p' },
    hostname: { type: 'string', short: 'H' },
    keepAliveTimeout: { type: 'string' },
    dev: { type: 'boolean', default: false },
  },
});

// Next reads it as its modules load, and a custom server sets it itself (as `next start` would).
if (!process.env.NODE_ENV) Object.assign(process.env, { NODE_ENV: values.dev ? 'development' : 'production' });

const port = Number(values.port ?? process.env.PORT ?? 3000);
// The port listened on, as `next start -p` leaves it: the back-office reaches its own service there
// (lib/api/config.ts), and a PORT of the environment that -p overrides would send it elsewhere.
process.env.PORT = String(port);

const { startServer } = await import('./start');
await startServer({
  dev: values.dev ?? false,
  port,
  hostname: values.hostname,
  keepAliveTimeoutMs: values.keepAliveTimeout ? Number(values.keepAliveTimeout) : undefined,
});
