import { spawn } from 'node:child_process';
import os from 'node:os';
import { KEEP_ALIVE_ARGS, SERVER_PROCESS_ENV, serverBundle } from '../lib/runtime/server-process.mjs';

/**
 * `npm start`: the built server (server/, with any arguments given, as `next start` takes them) in the
 * server's process environment (lib/runtime/server-process.mjs), which must be set before `node`
 * starts, and with its keep-alive timeout unless one is given. Signals are passed on, so the server
 * shuts down gracefully, and its exit status is this script's.
 */
const given = process.argv.slice(2);
const keepAlive = given.some((a) => a.startsWith('--keepAliveTimeout')) ? [] : KEEP_ALIVE_ARGS;
const child = spawn(process.execPath, [serverBundle(), ...keepAlive, ...given], {
  stdio: 'inherit',
  env: { ...SERVER_PROCESS_ENV, ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? 128 + (os.constants.signals[signal] ?? 0)));
