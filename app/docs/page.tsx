import type { Metadata } from 'next';
import { openApiDocument } from '@/lib/openapi/document';
import { Markdown } from '@/components/docs/markdown';
import { Operation, operationAnchor, type OperationDoc } from '@/components/docs/operation';
import type { Components } from '@/components/docs/schema-view';

export const metadata: Metadata = { title: 'API reference' };

const METHODS = ['get', 'post', 'put', 'delete', 'patch'] as const;

/**
 * The API reference, rendered on the server from the same OpenAPI document /api/openapi.json serves:
 * no script, no network, so it works offline and behind any firewall.
 */
export default function ApiReferencePage() {
  const doc = openApiDocument() as unknown as {
    info: { title: string; version: string; description?: string };
    paths: Record<string, Partial<Record<(typeof METHODS)[number], OperationDoc>>>;
    components?: { schemas?: Components };
  };
  const components = doc.components?.schemas ?? {};
  const operations = Object.entries(doc.paths).flatMap(([path, item]) =>
    METHODS.filter((m) => item[m]).map((method) => ({ path, method, op: item[method]! })),
  );
  const groups = new Map<string, typeof operations>();
  for (const o of operations) {
    const tag = o.op.tags?.[0] ?? 'Other';
    groups.set(tag, [...(groups.get(tag) ?? []), o]);
  }
  return (
    <div className="mx-auto flex max-w-7xl gap-8 px-6 py-8">
      <nav aria-label="Endpoints" className="sticky top-4 hidden max-h-[calc(100vh-2rem)] w-72 shrink-0 overflow-y-auto text-sm lg:block">
        <a href="/api/openapi.json" className="mb-4 block text-indigo-700 underline">
          OpenAPI document (JSON)
        </a>
        {[...groups].map(([tag, ops]) => (
          <div key={tag} className="mb-4">
            <p className="font-semibold text-slate-900">{tag}</p>
            <ul>
              {ops.map(({ method, path }) => (
                <li key={`${method} ${path}`}>
                  <a href={`#${operationAnchor(method, path)}`} className="block truncate py-0.5 font-mono text-xs text-slate-600 hover:text-indigo-700">
                    <span className="inline-block w-10 uppercase">{method}</span>
                    {path}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
      <main className="min-w-0 flex-1 space-y-8">
        <header>
          <h1 className="text-2xl font-semibold">{doc.info.title}</h1>
          <p className="text-sm text-slate-500">Version {doc.info.version}</p>
          {doc.info.description && (
            <div className="mt-4">
              <Markdown text={doc.info.description} />
            </div>
          )}
        </header>
        {[...groups].map(([tag, ops]) => (
          <section key={tag} aria-labelledby={`tag-${tag.replace(/\W+/g, "-")}`} className="space-y-4">
            <h2 id={`tag-${tag.replace(/\W+/g, "-")}`} className="border-b border-slate-200 pb-1 text-xl font-semibold">
              {tag}
            </h2>
            {ops.map(({ method, path, op }) => (
              <Operation key={`${method} ${path}`} method={method} path={path} op={op} components={components} />
            ))}
          </section>
        ))}
      </main>
    </div>
  );
}
