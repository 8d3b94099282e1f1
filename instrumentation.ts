/**
 * Next runs this once per process. The app's server (server/start.ts) has already done start-up
 * (lib/startup) by then and marked the process, so there is nothing left to do. Started some other
 * way (`next start`, `next dev`), the process would serve pages without the service's own path, its
 * door and its start-up: it says so instead of half-working.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { isServerProcess } = await import('./lib/runtime/server-process.mjs');
  if (isServerProcess()) return;
  console.error('This app is started with `npm start` (or `npm run dev`): its server (server/) serves the API and runs start-up; `next start` or `next dev` alone does neither.');
}
