/**
 * The layers, enforced (docs/architecture.md, "Layers"). Every arrow points down:
 *
 *   back-office pages, actions, components ──► lib/api (typed HTTP client) ──► HTTP
 *   route handlers (app/api, app/oAuth, app/media) ──► lib/http ──► lib/service ──► lib/jobs ──► lib/db
 *   lib/startup ──► lib/seed, lib/service, lib/jobs, lib/db
 *   server/ (the process: its door, the service's router, Next for pages) ──► route handlers, lib/http, lib/startup
 *
 * Shared by every layer: lib/api/schemas (the contract's zod schemas), lib/errors.ts, lib/log.ts and the
 * platform modules (lib/security, lib/media, lib/uploads, lib/lifecycle.ts, lib/quotes, lib/runtime, lib/labels).
 * An import that points back up (or across, from the back-office into the service) fails `npm run lint`.
 * Tests, benchmarks and scripts are exempt: they reach into any layer on purpose.
 */
const MESSAGE = 'This import points against the layers; see docs/architecture.md, "Layers".';

/** The back-office: it reaches the service over HTTP through lib/api only. */
const BACK_OFFICE = [
  'app/(admin)',
  'app/login',
  'app/api/auth',
  'app/layout.tsx',
  'app/forbidden.tsx',
  'app/not-found.tsx',
  'components',
  'lib/actions',
  'lib/ui',
  'lib/url-state',
  'lib/products',
];
/** Staff sign-in reads the staff table itself (lib/auth/staff.ts); the rest of lib/auth is the back-office's. */
const BACK_OFFICE_AUTH = ['lib/auth/!(staff).ts'];
/**
 * The service's entry points: Next needs a route file per path; each is a few lines over lib/http.
 * app/api/auth is next-auth's, the back-office's sign-in.
 */
const ROUTE_HANDLERS = ['app/api/!(auth)/**', 'app/oAuth', 'app/media'];
const ROUTE_FOLDERS = ['app/api', 'app/oAuth', 'app/media', 'app/docs'];
/** Modules below the service that any layer may use. */
const PLATFORM = ['lib/log.ts', 'lib/errors.ts', 'lib/lifecycle.ts', 'lib/memory.ts', 'lib/runtime', 'lib/security', 'lib/media', 'lib/uploads', 'lib/quotes', 'lib/labels'];

const THE_BACK_OFFICE = ['app/(admin)', 'app/login', 'app/api/auth', 'components', 'lib/actions', 'lib/auth', 'lib/ui', 'lib/url-state', 'lib/products'];
const START_UP = ['lib/startup', 'lib/seed'];

/** `from` folders whose only allowed part is the contract's schemas. */
const apiClientExceptSchemas = (target) => ({ target, from: 'lib/api', except: ['./schemas'], message: MESSAGE });

export const layerZones = [
  // The back-office reaches the service only over HTTP (lib/api).
  {
    target: [...BACK_OFFICE, 'lib/auth'],
    from: ['lib/service', 'lib/http', 'lib/jobs', 'lib/openapi', ...START_UP, ...ROUTE_FOLDERS],
    message: MESSAGE,
  },
  { target: [...BACK_OFFICE, ...BACK_OFFICE_AUTH], from: 'lib/db', message: MESSAGE },
  // The typed client knows HTTP, the contract and who is signed in (lib/auth), nothing of the server.
  {
    target: 'lib/api',
    from: ['lib/service', 'lib/db', 'lib/http', 'lib/jobs', 'lib/openapi', ...START_UP, 'app', 'components', 'lib/actions'],
    message: MESSAGE,
  },
  // The contract's schemas are shared by every layer, so they import none.
  { target: 'lib/api/schemas', from: 'lib', except: ['./api/schemas'], message: MESSAGE },
  { target: 'lib/api/schemas', from: ['app', 'components'], message: MESSAGE },
  // The API reference page renders the OpenAPI document with the docs components, nothing else.
  {
    target: 'app/docs',
    from: ['lib/service', 'lib/db', 'lib/http', 'lib/jobs', 'lib/api', ...START_UP, 'app/(admin)', 'lib/actions', 'lib/auth'],
    message: MESSAGE,
  },
  // Route handlers → lib/http → lib/service; never the back-office or start-up.
  { target: ROUTE_HANDLERS, from: [...THE_BACK_OFFICE, ...START_UP], message: MESSAGE },
  apiClientExceptSchemas(ROUTE_HANDLERS),
  { target: ['lib/http', 'lib/openapi'], from: [...THE_BACK_OFFICE, ...START_UP, 'app'], message: MESSAGE },
  apiClientExceptSchemas(['lib/http', 'lib/openapi']),
  // The service: data in, data out; it knows no HTTP (no next/*: see the rule below).
  { target: 'lib/service', from: ['lib/http', 'lib/openapi', ...THE_BACK_OFFICE, ...START_UP, 'app'], message: MESSAGE },
  apiClientExceptSchemas('lib/service'),
  // The job engine runs the service's job kinds without knowing them (start-up registers them).
  { target: 'lib/jobs', from: ['lib/service', 'lib/http', 'lib/openapi', ...THE_BACK_OFFICE, ...START_UP, 'app'], message: MESSAGE },
  apiClientExceptSchemas('lib/jobs'),
  // The database knows only itself, the log, the error type and where the data directory is.
  { target: 'lib/db', from: 'lib', except: ['./db', './log.ts', './errors.ts', './runtime'], message: MESSAGE },
  { target: 'lib/db', from: ['app', 'components'], message: MESSAGE },
  // Platform modules sit below the service.
  {
    target: PLATFORM,
    from: ['lib/service', 'lib/http', 'lib/jobs', 'lib/openapi', ...START_UP, ...THE_BACK_OFFICE, 'app'],
    message: MESSAGE,
  },
  apiClientExceptSchemas(PLATFORM),
  // The demo-data seed calls the service's refreshes; start-up calls the seed. Neither answers HTTP.
  { target: START_UP, from: ['lib/http', 'lib/openapi', ...THE_BACK_OFFICE, 'app'], message: MESSAGE },
  apiClientExceptSchemas(START_UP),
  { target: 'lib/seed', from: 'lib/startup', message: MESSAGE },
  // The server process routes to the route handlers and runs start-up; the domain is theirs to reach.
  { target: 'server', from: [...THE_BACK_OFFICE, 'lib/service', 'lib/jobs', 'lib/db', 'lib/seed'], message: MESSAGE },
  apiClientExceptSchemas('server'),
];

/** Next.js (and `server-only`, a bundler marker) belong to the HTTP layer and the pages, never below them. */
export const noFrameworkBelowHttp = {
  files: ['lib/service/**', 'lib/jobs/**', 'lib/db/**', 'lib/seed/**', 'lib/startup/**', 'lib/errors.ts'],
  rules: {
    'no-restricted-imports': [
      'error',
      { patterns: [{ group: ['next', 'next/*', 'next-auth', 'next-auth/*'], message: `The service returns data; HTTP is lib/http's. ${MESSAGE}` }] },
    ],
  },
};
