'use client';

import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { Command } from 'cmdk';
import { useRouter } from 'next/navigation';
import { Dialog, VisuallyHidden } from 'radix-ui';
import { useState, type RefObject } from 'react';
import { Icon } from '@/components/ui/icons';
import { QUERY_DEFAULTS } from '@/components/ui/query-provider';
import { confirmLeave } from '@/lib/ui/unsaved-changes';
import { useDebouncedValue } from '@/lib/ui/use-debounced-value';
import type { NavPage } from './navigation';
import { findProductsForPalette } from './palette-actions';

const itemClass =
  'flex cursor-default items-center gap-3 rounded-md px-3 py-2 text-sm text-slate-700 data-[selected=true]:bg-accent-50 data-[selected=true]:text-accent-700';

const groupClass =
  '[&_[cmdk-group-heading]]:px-3 [&_[cmdk-group-heading]]:py-1.5 [&_[cmdk-group-heading]]:text-xs [&_[cmdk-group-heading]]:font-medium [&_[cmdk-group-heading]]:text-slate-500';

/** One group of the palette's options (none: no group), each a name and a hint or stock code (`code`). */
function PaletteGroup({
  heading,
  items,
}: {
  heading: string;
  items: { value: string; label: string; detail: string; code?: boolean; onSelect: () => void }[];
}) {
  if (items.length === 0) return null;
  return (
    <Command.Group heading={heading} className={groupClass}>
      {items.map((i) => (
        <Command.Item key={i.value} value={i.value} onSelect={i.onSelect} className={itemClass}>
          <span className="font-medium">{i.label}</span>
          <span className={i.code ? 'font-mono text-xs text-slate-500' : 'truncate text-xs text-slate-500'}>
            {i.detail}
          </span>
        </Command.Item>
      ))}
    </Command.Group>
  );
}

interface PageRow {
  href: string;
  label: string;
  hint: string;
  words: string;
}

/** Actions that open a page of their own (shown with the pages, for the roles that may do them). */
const NEW_PRODUCT_ROW: PageRow = {
  href: '/catalogue/products/new',
  label: 'New product',
  hint: 'Catalogue · Create a product from scratch',
  words: 'new product create add item',
};

function pageRowsOf(pages: NavPage[], canCreateProducts: boolean): PageRow[] {
  return [
    { href: '/', label: 'Dashboard', hint: 'Overview and quick links', words: 'dashboard home overview' },
    ...(canCreateProducts ? [NEW_PRODUCT_ROW] : []),
    ...pages.map((p) => ({
      href: p.href,
      label: p.label,
      hint: `${p.group} · ${p.description}`,
      words: [p.label, p.group, p.description, ...(p.keywords ?? [])].join(' ').toLowerCase(),
    })),
  ];
}

function matchesPage(row: PageRow, query: string): boolean {
  const haystack = `${row.label.toLowerCase()} ${row.words}`;
  return query
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}

export interface PaletteProps {
  pages: NavPage[];
  canCreateProducts: boolean;
  canSearchProducts: boolean;
}

export interface PaletteDialogProps extends PaletteProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Focused again when the dialog closes (there is no Radix trigger to go back to). */
  returnFocus: RefObject<HTMLElement | null>;
}

/**
 * The palette's dialog: pages are filtered here; products come from the service (a server action,
 * cached by react-query per query). Loaded on first use by `CommandPalette` (./command-palette.tsx),
 * so its code (cmdk, react-query) is not part of any page's first load.
 */
export default function CommandPaletteDialog(props: PaletteDialogProps) {
  // The palette's cache of product lookups lives as long as the shell (it stays mounted once opened),
  // not the module: signing out leaves the shell, so the next person starts with an empty cache.
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: QUERY_DEFAULTS }));
  return (
    <QueryClientProvider client={queryClient}>
      <PaletteDialog {...props} />
    </QueryClientProvider>
  );
}

function PaletteDialog({
  pages,
  canSearchProducts,
  canCreateProducts,
  open,
  onOpenChange,
  returnFocus,
}: PaletteDialogProps) {
  const router = useRouter();
  const [query, setQuery] = useState('');
  const debounced = useDebouncedValue(query.trim(), 200);

  const products = useQuery({
    queryKey: ['palette-products', debounced],
    queryFn: () => findProductsForPalette(debounced),
    enabled: open && canSearchProducts && debounced.length >= 2,
    staleTime: 30_000,
  });
  const productRows = products.data?.ok ? products.data.data : [];
  const pageRows = pageRowsOf(pages, canCreateProducts).filter((p) => matchesPage(p, query));

  function go(href: string) {
    onOpenChange(false);
    setQuery('');
    // A form with unsaved changes asks first (links ask by themselves; the palette does not use one).
    if (!confirmLeave()) return;
    router.push(href);
  }

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40" />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(e) => {
            e.preventDefault();
            returnFocus.current?.focus();
          }}
          className="fixed top-[12vh] left-1/2 z-50 w-[calc(100vw-2rem)] max-w-xl -translate-x-1/2 overflow-hidden rounded-lg bg-white shadow-2xl ring-1 ring-slate-900/10"
        >
          <VisuallyHidden.Root>
            <Dialog.Title>Command palette</Dialog.Title>
          </VisuallyHidden.Root>
          <Command label="Command palette" shouldFilter={false} loop>
            <div className="flex items-center gap-2 border-b border-slate-200 px-3">
              <Icon name="search" className="size-4 text-slate-400" />
              <Command.Input
                value={query}
                onValueChange={setQuery}
                placeholder={
                  canSearchProducts
                    ? 'Go to a page, or find a product by name or stock code…'
                    : 'Go to a page…'
                }
                className="h-11 flex-1 bg-transparent text-sm outline-none placeholder:text-slate-400"
              />
            </div>
            <Command.List className="max-h-[50vh] overflow-y-auto p-2">
              <Command.Empty className="px-3 py-6 text-center text-sm text-slate-500">
                {products.isFetching ? 'Searching…' : 'Nothing matches.'}
              </Command.Empty>
              <PaletteGroup
                heading="Pages"
                items={pageRows.map((p) => ({
                  value: `page:${p.href}`,
                  label: p.label,
                  detail: p.hint,
                  onSelect: () => go(p.href),
                }))}
              />
              <PaletteGroup
                heading="Products"
                items={productRows.map((p) => ({
                  value: `product:${p.productId}`,
                  label: p.name,
                  detail: p.stockCode,
                  code: true,
                  onSelect: () => go(`/catalogue/products/${p.productId}`),
                }))}
              />
            </Command.List>
          </Command>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
