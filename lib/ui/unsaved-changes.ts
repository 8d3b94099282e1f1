'use client';

import { useEffect } from 'react';

/**
 * Leaving a page with unsaved changes asks first, however the user leaves: a link anywhere in the
 * shell (sidebar, breadcrumbs, mobile menu), the command palette, the browser's Back button, or
 * closing or reloading the tab. A form with changes calls `useUnsavedChangesGuard(isDirty)`; code that
 * navigates without a link (the palette) asks `confirmLeave()` first.
 */

const MESSAGE = 'You have unsaved changes. Leave this page and lose them?';

/** The forms that currently hold unsaved changes (several may be mounted at once). */
const dirtyForms = new Set<symbol>();

/** True when nothing is unsaved, or the user agreed to lose it; then the forms stop asking. */
export function confirmLeave(): boolean {
  if (dirtyForms.size === 0) return true;
  if (!window.confirm(MESSAGE)) return false;
  dirtyForms.clear();
  return true;
}

/** A click on a link that would take the user to another document or route (not a new tab, not a download). */
function leavingLink(e: MouseEvent): HTMLAnchorElement | null {
  if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return null;
  const link = (e.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
  if (!link || (link.target && link.target !== '_self') || link.hasAttribute('download')) return null;
  const to = new URL(link.href, window.location.href);
  const here = window.location;
  // A link to an anchor of this page (the section list) leaves nothing behind.
  if (to.origin === here.origin && to.pathname === here.pathname && to.search === here.search) return null;
  return link;
}

/** What identifies a history entry: its Navigation API key where there is one (stable across the router's replaceState), else its URL. */
type EntryId = { key?: string; href: string };
const navigationApi = () => (window as unknown as { navigation?: { currentEntry?: { key: string } | null } }).navigation;

function pushGuardEntry(): EntryId {
  window.history.pushState({ unsavedChangesGuard: true }, '');
  return { key: navigationApi()?.currentEntry?.key, href: window.location.href };
}

function isCurrentEntry(entry: EntryId): boolean {
  const key = navigationApi()?.currentEntry?.key;
  return entry.key !== undefined && key !== undefined ? key === entry.key : window.location.href === entry.href && window.history.state?.unsavedChangesGuard === true;
}

export function useUnsavedChangesGuard(isDirty: boolean) {
  useEffect(() => {
    if (!isDirty) return;
    const me = Symbol('unsaved form');
    dirtyForms.add(me);

    // Closing or reloading the tab, or typing another address: the browser's own prompt.
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      if (!dirtyForms.has(me)) return;
      e.preventDefault();
      e.returnValue = '';
    };
    // Links: asked in the capture phase, before Next's <Link> starts a client-side navigation.
    const onClick = (e: MouseEvent) => {
      if (!dirtyForms.has(me) || !leavingLink(e)) return;
      if (confirmLeave()) return;
      e.preventDefault();
      e.stopPropagation();
    };
    // Back: an extra entry for this same page is pushed, so Back first lands on this page again (no
    // navigation), and the user is asked. Staying pushes the entry again; leaving goes back once more.
    // Our listener runs in the capture phase, before the router's, and keeps the router from acting.
    let guarding = true;
    let pushedEntry = pushGuardEntry();
    const onPopState = (e: PopStateEvent) => {
      if (!guarding) return;
      e.stopImmediatePropagation();
      guarding = false;
      if (!dirtyForms.has(me) || confirmLeave()) {
        window.history.back();
        return;
      }
      guarding = true;
      pushedEntry = pushGuardEntry();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    window.addEventListener('popstate', onPopState, true);
    return () => {
      dirtyForms.delete(me);
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('popstate', onPopState, true);
      // Saved or discarded while the extra entry is still on top: it is taken off again quietly, so
      // Back needs one press. (When the page itself is being left, the entry is no longer on top.)
      if (guarding && isCurrentEntry(pushedEntry)) {
        const swallow = (e: PopStateEvent) => e.stopImmediatePropagation();
        window.addEventListener('popstate', swallow, { capture: true, once: true });
        window.history.back();
      }
    };
  }, [isDirty]);
}
