import Link from 'next/link';
import { Badge } from '@/components/ui/badge';
import type { CategoryNode } from './category-nodes';

/** The name with the part matching the filter marked. */
function Highlighted({ text, query }: { text: string; query: string }) {
  const at = query ? text.toLowerCase().indexOf(query.toLowerCase()) : -1;
  if (at < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      <mark className="rounded-sm bg-amber-200/70 text-inherit">{text.slice(at, at + query.length)}</mark>
      {text.slice(at + query.length)}
    </>
  );
}

/** One row of the category tree: name (a link for pointer users; Enter opens it from the keyboard), code, product count. */
export function CategoryTreeRow({ node, query }: { node: CategoryNode; query: string }) {
  const { data } = node;
  return (
    <span className="flex min-w-0 flex-1 items-center gap-2">
      <Link
        href={`/catalogue/categories/${data.id}`}
        tabIndex={-1}
        draggable={false}
        className="truncate font-medium hover:underline"
        onClick={(e) => e.stopPropagation()}
      >
        <Highlighted text={data.name} query={query} />
      </Link>
      {/* The tree item's name reads these parts in this order ("Shirts, SHIRTS, 1,234 products"): speech
          input matches what is shown. The spaces keep the parts apart for text extraction (flex hides them). */}{' '}
      <span className="truncate font-mono text-xs text-slate-500">{data.categoryCode}</span>{' '}
      <Badge className="ml-auto" title={`${data.prodCount} products in this category and below`}>
        {data.prodCount.toLocaleString('en-GB')}
        <span className="sr-only"> products</span>
      </Badge>
    </span>
  );
}
