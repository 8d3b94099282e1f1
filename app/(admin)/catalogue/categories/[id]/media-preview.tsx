import Image from 'next/image';

/** A thumbnail of an image URL (same-site path or http(s)); a blank box otherwise. */
export function MediaPreview({ url, alt }: { url: string | undefined; alt: string }) {
  const usable = url && (/^https?:\/\//.test(url) || url.startsWith('/'));
  return (
    <div className="flex size-16 shrink-0 items-center justify-center overflow-hidden rounded-md border border-slate-200 bg-slate-50">
      {usable ? (
        <Image src={url} alt={alt} width={64} height={64} unoptimized className="size-full object-cover" />
      ) : (
        <span className="text-center text-xs text-slate-500">No preview</span>
      )}
    </div>
  );
}
