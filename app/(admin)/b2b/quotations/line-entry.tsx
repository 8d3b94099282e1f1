'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { Input } from '@/components/ui/input';
import type { QuotableProduct } from '@/lib/api/schemas/b2b-quotes';
import { searchQuotableProductsAction } from './actions';
import { formatMoney } from './money';

/**
 * Keyboard line entry: type a stock code or part of a name, ↓/↑ to choose, Enter to add (the first
 * match when none is chosen), Escape to clear. A combobox over the company-priced product search.
 */
export function LineEntry({
  companyId,
  currencyCode,
  onAdd,
}: {
  companyId: string;
  currencyCode: string;
  onAdd: (p: QuotableProduct) => void;
}) {
  const id = useId();
  const [text, setText] = useState('');
  const [results, setResults] = useState<QuotableProduct[]>([]);
  const [active, setActive] = useState(-1);
  const [message, setMessage] = useState('');
  const asked = useRef(0);

  useEffect(() => {
    const q = text.trim();
    if (!q) return;
    const ticket = ++asked.current;
    const timer = setTimeout(async () => {
      const result = await searchQuotableProductsAction(q, companyId);
      if (ticket !== asked.current) return; // a later keystroke asked again
      const found = result.ok ? result.data : [];
      setResults(found);
      setActive(found.length ? 0 : -1);
      setMessage(result.ok ? (found.length ? `${found.length} products found` : `No product matches “${q}”`) : result.message);
    }, 200);
    return () => clearTimeout(timer);
  }, [text, companyId]);

  const add = (p: QuotableProduct | undefined) => {
    if (!p) return;
    onAdd(p);
    setText('');
    setResults([]);
    setActive(-1);
    setMessage(`${p.stockCode} added`);
  };

  const open = results.length > 0 && text.trim() !== '';
  return (
    <div className="relative">
      <label htmlFor={`${id}-input`} className="mb-1 block text-sm font-medium text-slate-700">
        Add a product
      </label>
      <Input
        id={`${id}-input`}
        role="combobox"
        aria-expanded={open}
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        aria-activedescendant={open && active >= 0 ? `${id}-opt-${active}` : undefined}
        placeholder="Stock code or product name, then Enter"
        autoComplete="off"
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          if (!e.target.value.trim()) {
            setResults([]);
            setMessage('');
          }
        }}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown' && open) {
            e.preventDefault();
            setActive((a) => Math.min(a + 1, results.length - 1));
          } else if (e.key === 'ArrowUp' && open) {
            e.preventDefault();
            setActive((a) => Math.max(a - 1, 0));
          } else if (e.key === 'Enter') {
            e.preventDefault();
            add(results[active] ?? results[0]);
          } else if (e.key === 'Escape') {
            setText('');
            setResults([]);
          }
        }}
      />
      <p role="status" className="sr-only">
        {message}
      </p>
      {open && (
        <ul id={`${id}-list`} role="listbox" aria-label="Matching products" className="absolute z-20 mt-1 max-h-80 w-full overflow-auto rounded-md border border-slate-200 bg-white shadow-lg">
          {results.map((p, i) => (
            <li
              key={p.productId}
              id={`${id}-opt-${i}`}
              role="option"
              aria-selected={i === active}
              onMouseDown={(e) => {
                e.preventDefault();
                add(p);
              }}
              className={`flex cursor-pointer items-center gap-3 px-3 py-2 text-sm ${i === active ? 'bg-accent-50' : ''}`}
            >
              {/* eslint-disable-next-line @next/next/no-img-element -- catalogue images come from any host */}
              {p.image ? <img src={p.image} alt="" className="h-10 w-10 rounded object-cover" /> : <span className="h-10 w-10 rounded bg-slate-100" />}
              <span className="min-w-0 flex-1">
                <span className="block truncate font-medium text-slate-900">{p.name}</span>
                <span className="font-mono text-xs text-slate-500">{p.stockCode}</span>
              </span>
              <span className="tabular-nums text-slate-700">{p.unitPrice === null ? 'no price' : formatMoney(p.unitPrice, currencyCode)}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
