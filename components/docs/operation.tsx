import { Markdown } from './markdown';
import { SchemaView, typeLabel, type Components, type JsonSchema } from './schema-view';

export interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  description?: string;
  schema?: JsonSchema;
}
interface Content {
  content?: Record<string, { schema: JsonSchema }>;
  description?: string;
}
export interface OperationDoc {
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: Parameter[];
  requestBody?: Content;
  responses?: Record<string, Content>;
  'x-extension'?: boolean;
  security?: unknown[];
}

const METHOD_COLOURS: Record<string, string> = {
  get: 'bg-sky-100 text-sky-800',
  post: 'bg-emerald-100 text-emerald-800',
  put: 'bg-amber-100 text-amber-800',
  delete: 'bg-rose-100 text-rose-800',
};

export const operationAnchor = (method: string, path: string) => `${method}-${path}`.replace(/[^a-zA-Z0-9]+/g, '-');

function ParameterTable({ parameters, components }: { parameters: Parameter[]; components: Components }) {
  return (
    <table className="w-full text-left text-sm">
      <thead className="text-xs uppercase text-slate-500">
        <tr>
          <th className="py-1 pr-4 font-medium">Name</th>
          <th className="py-1 pr-4 font-medium">In</th>
          <th className="py-1 pr-4 font-medium">Type</th>
          <th className="py-1 font-medium">Description</th>
        </tr>
      </thead>
      <tbody>
        {parameters.map((p) => (
          <tr key={`${p.in}-${p.name}`} className="border-t border-slate-100 align-top">
            <td className="py-1 pr-4 font-mono">
              {p.name}
              {p.required && <span className="ml-1 text-rose-700">*</span>}
            </td>
            <td className="py-1 pr-4 text-slate-500">{p.in}</td>
            <td className="py-1 pr-4 font-mono text-xs text-indigo-700">{p.schema ? typeLabel(p.schema, components) : ''}</td>
            <td className="py-1 text-slate-600">{p.description ?? p.schema?.description ?? ''}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function Operation({ method, path, op, components }: { method: string; path: string; op: OperationDoc; components: Components }) {
  const body = op.requestBody?.content;
  const bodyTypes = body ? Object.keys(body) : [];
  return (
    <section id={operationAnchor(method, path)} className="scroll-mt-4 rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
      <h3 className="flex flex-wrap items-center gap-3">
        <span className={`rounded px-2 py-0.5 font-mono text-xs font-bold uppercase ${METHOD_COLOURS[method] ?? 'bg-slate-100'}`}>{method}</span>
        <span className="font-mono text-base font-semibold">{path}</span>
        {op['x-extension'] && <span className="rounded bg-violet-100 px-2 py-0.5 text-xs font-medium text-violet-800">Extension</span>}
        {op.security?.length === 0 && <span className="text-xs text-slate-500">no token needed</span>}
      </h3>
      {op.summary && <p className="mt-1 font-medium text-slate-800">{op.summary}</p>}
      {op.description && (
        <div className="mt-3">
          <Markdown text={op.description} />
        </div>
      )}
      {op.parameters && op.parameters.length > 0 && (
        <div className="mt-4">
          <h4 className="mb-1 text-sm font-semibold">Parameters</h4>
          <ParameterTable parameters={op.parameters} components={components} />
        </div>
      )}
      {body && (
        <div className="mt-4">
          <h4 className="mb-1 text-sm font-semibold">
            Request body <span className="font-normal text-slate-500">({bodyTypes.join(', ')})</span>
          </h4>
          <SchemaView schema={body[bodyTypes[0]].schema} components={components} />
        </div>
      )}
      {op.responses && (
        <details className="mt-4">
          <summary className="cursor-pointer text-sm font-semibold">Responses: {Object.keys(op.responses).join(', ')}</summary>
          <div className="mt-2 space-y-3">
            {Object.entries(op.responses).map(([status, response]) => {
              const schema = response.content?.['application/json']?.schema;
              return (
                <div key={status}>
                  <p className="text-sm">
                    <span className="font-mono font-semibold">{status}</span> <span className="text-slate-600">{response.description}</span>
                  </p>
                  {status.startsWith('2') && schema && <SchemaView schema={schema} components={components} />}
                </div>
              );
            })}
          </div>
        </details>
      )}
    </section>
  );
}
