'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useState } from 'react';

/** A navigation that never lands (an error page at the same address, a refused request) stops showing. */
const GIVE_UP_MS = 15_000;

/** Whether a click opens another page of this app in this tab (a link's plain click). */
function leadsToAnotherPage(event: MouseEvent): boolean {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  const a = (event.target as Element | null)?.closest?.('a[href]');
  if (!(a instanceof HTMLAnchorElement) || (a.target && a.target !== '_self') || a.hasAttribute('download'))
    return false;
  const url = new URL(a.href, window.location.href);
  if (url.origin !== window.location.origin || url.pathname.startsWith('/api/')) return false;
  // A link to the page already shown (or to a place on it) starts no navigation.
  return url.pathname !== window.location.pathname || url.search !== window.location.search;
}

/**
 * A bar across the top of the window while a page the person clicked is being fetched. Pages have no
 * loading skeletons (they come whole in the first paint: docs/back-office.md, "Mind the first load"),
 * so without it a click on a row or a link in the phone's drawer showed nothing until the next page
 * arrived. It follows clicks on the app's own links (not new tabs or downloads) and ends when the
 * address changes — or after 15 s, for a navigation that ends on the same address.
 */
export function NavigationProgress() {
  const search = useSearchParams().toString();
  const address = `${usePathname()}?${search}`;
  // The address shown when a link was clicked: the bar shows until the address is another one.
  const [clickedAt, setClickedAt] = useState<string | null>(null);
  // Once another address is shown, the click is over: coming back to this address later is no click.
  const [shown, setShown] = useState(address);
  if (shown !== address) {
    setShown(address);
    setClickedAt(null);
  }
  const pending = clickedAt === address;

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (leadsToAnotherPage(event))
        setClickedAt(`${window.location.pathname}?${new URLSearchParams(window.location.search).toString()}`);
    };
    // In the capture phase: Next's Link cancels the click's default and navigates itself, so by the
    // time the click reached the document every app link would look cancelled.
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, []);

  useEffect(() => {
    if (!pending) return;
    const timer = setTimeout(() => setClickedAt(null), GIVE_UP_MS);
    return () => clearTimeout(timer);
  }, [pending]);

  if (!pending) return null;
  return (
    <div
      role="progressbar"
      aria-label="Loading the page"
      className="fixed inset-x-0 top-0 z-50 h-0.5 overflow-hidden bg-accent-100"
    >
      <div className="h-full w-1/3 animate-navigation-progress bg-accent-600 motion-reduce:w-full motion-reduce:animate-none" />
    </div>
  );
}
