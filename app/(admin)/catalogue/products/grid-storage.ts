'use client';

import { useCallback, useSyncExternalStore } from 'react';

/**
 * Small browser stores of the product grid. The page remounts on every URL change (new filters,
 * page or sort), so what must survive it lives in Web Storage: the row selection (sessionStorage,
 * for this tab) and the saved views (localStorage, per staff member).
 */

type Listener = () => void;
const listeners = new Map<string, Set<Listener>>();

function emit(key: string) {
  for (const l of listeners.get(key) ?? []) l();
}

function useStoredJson<T>(storage: 'session' | 'local', key: string, fallback: T) {
  const subscribe = useCallback(
    (l: Listener) => {
      const set = listeners.get(key) ?? new Set();
      set.add(l);
      listeners.set(key, set);
      const onStorage = (e: StorageEvent) => e.key === key && l();
      window.addEventListener('storage', onStorage);
      return () => {
        set.delete(l);
        window.removeEventListener('storage', onStorage);
      };
    },
    [key],
  );
  const store = () => (storage === 'session' ? window.sessionStorage : window.localStorage);
  const raw = useSyncExternalStore(
    subscribe,
    () => store().getItem(key),
    () => null,
  );
  let value = fallback;
  if (raw) {
    try {
      value = JSON.parse(raw) as T;
    } catch {
      value = fallback;
    }
  }
  const set = useCallback(
    (next: T | null) => {
      const s = storage === 'session' ? window.sessionStorage : window.localStorage;
      if (next === null) s.removeItem(key);
      else s.setItem(key, JSON.stringify(next));
      emit(key);
    },
    [key, storage],
  );
  return [value, set] as const;
}

/** The grid's selection: ticked rows (any page), or every product matching the filters `filterKey`. */
export type GridSelection = { kind: 'ids'; ids: string[] } | { kind: 'all'; filterKey: string; total: number };

const NO_SELECTION: GridSelection = { kind: 'ids', ids: [] };
export const GRID_SELECTION_KEY = 'catalogue.products.grid-selection';

export function useGridSelection() {
  return useStoredJson<GridSelection>('session', GRID_SELECTION_KEY, NO_SELECTION);
}

/** A saved view: a name and the grid's query string (filters, sort, page size, columns). */
export interface SavedView {
  name: string;
  query: string;
}

const NO_VIEWS: SavedView[] = [];
export const savedViewsKey = (staffId: string) => `catalogue.products.views.${staffId}`;

export function useSavedViews(staffId: string) {
  return useStoredJson<SavedView[]>('local', savedViewsKey(staffId), NO_VIEWS);
}
