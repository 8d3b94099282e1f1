import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { routeFolders, scanRouteTable } from '../lib/http/route-table.mjs';
import { serverBundle } from '../lib/runtime/server-process.mjs';

/**
 * The second half of `npm run build`, after `next build`: the app's server (server/main.ts) bundled
 * with esbuild into one ES module beside Next's output (lib/runtime/server-process.mjs names it), the
 * service's route files and everything they import included, packages left to node_modules.
 * server/service-routes.ts scans app/ and imports each route file when run from source; here it is
 * replaced by the same table and a static import of every route file.
 */
const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const appDir = path.join(root, 'app');
const ROUTES_MODULE = path.join(root, 'server', 'service-routes.ts');
const NEXT_OWNED = /^api\/auth(\/|$)/;

const staticRoutes = {
  name: 'static-service-routes',
  setup(build) {
    build.onLoad({ filter: /service-routes\.ts$/ }, (args) => {
      if (args.path !== ROUTES_MODULE) return undefined;
      const table = scanRouteTable(appDir);
      const folders = routeFolders(table).filter((f) => !NEXT_OWNED.test(f));
      const imports = folders.map((f, i) => `import * as route${i} from ${JSON.stringify(path.join(appDir, f, 'route.ts'))};`);
      const modules = folders.map((f, i) => `  ${JSON.stringify(f)}: route${i},`);
      return {
        loader: 'ts',
        resolveDir: path.dirname(ROUTES_MODULE),
        contents: [
          ...imports,
          `export const NEXT_OWNED = ${NEXT_OWNED};`,
          `export async function loadServiceRoutes() {`,
          `  return { table: ${JSON.stringify(table)}, modules: {`,
          ...modules,
          `  } };`,
          `}`,
        ].join('\n'),
      };
    });
  },
};

const started = Date.now();
const outfile = path.join(root, serverBundle());
await esbuild.build({
  absWorkingDir: root,
  entryPoints: [path.join(root, 'server', 'main.ts')],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // Packages load from node_modules as in Next's own server (PGlite's WebAssembly, sharp, pg-boss' SQL).
  packages: 'external',
  sourcemap: 'linked',
  logLevel: 'warning',
  plugins: [staticRoutes],
});
console.log(`Server bundled into ${path.relative(root, outfile)} in ${Date.now() - started} ms`);
