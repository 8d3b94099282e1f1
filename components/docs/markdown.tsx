import { Fragment, type ReactNode } from 'react';

/**
 * The small Markdown subset the OpenAPI descriptions use: ### headings, | tables |, paragraphs,
 * `code` and **bold**. Rendered on the server; text is never injected as HTML.
 */
function inline(text: string): ReactNode[] {
  return text.split(/(`[^`]+`|\*\*[^*]+\*\*)/g).map((part, i) => {
    if (part.startsWith('`') && part.endsWith('`'))
      return (
        <code key={i} className="rounded bg-slate-100 px-1 py-0.5 font-mono text-[0.85em] text-slate-800">
          {part.slice(1, -1)}
        </code>
      );
    if (part.startsWith('**') && part.endsWith('**')) return <strong key={i}>{part.slice(2, -2)}</strong>;
    return <Fragment key={i}>{part}</Fragment>;
  });
}

const cells = (row: string) =>
  row
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((c) => c.trim());

export function Markdown({ text }: { text: string }) {
  const blocks = text.trim().split(/\n\s*\n/);
  return (
    <div className="space-y-3 text-sm leading-6 text-slate-700">
      {blocks.map((block, i) => {
        const lines = block.trim().split('\n');
        if (lines[0].startsWith('### '))
          return (
            <div key={i} className="space-y-2">
              <h3 className="pt-2 text-base font-semibold text-slate-900">{lines[0].slice(4)}</h3>
              {lines.length > 1 && <Markdown text={lines.slice(1).join('\n')} />}
            </div>
          );
        if (lines.every((l) => l.trim().startsWith('|'))) {
          const [head, , ...rows] = lines;
          return (
            <table key={i} className="w-full max-w-3xl border-collapse text-left text-sm">
              <thead>
                <tr>
                  {cells(head).map((c) => (
                    <th key={c} className="border-b border-slate-300 py-1 pr-4 font-medium">
                      {c}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((r, j) => (
                  <tr key={j} className="border-b border-slate-100">
                    {cells(r).map((c, k) => (
                      <td key={k} className="py-1 pr-4 align-top">
                        {inline(c)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          );
        }
        return <p key={i}>{inline(lines.join(' '))}</p>;
      })}
    </div>
  );
}
