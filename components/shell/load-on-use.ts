'use client';

import { useState, type ComponentType } from 'react';

/**
 * A part of the shell whose code is fetched on first use (docs/back-office.md, "Mind the first load"):
 * `preload` fetches it (a pointer over its button, focus), `open` fetches it and then gives it as
 * `Loaded`, which replaces the plain button. A failed fetch (offline) leaves the button as it is; the
 * next press tries again.
 */
export function useLoadedOnUse<P>(load: () => Promise<ComponentType<P>>) {
  const [Loaded, setLoaded] = useState<ComponentType<P> | null>(null);
  const open = () =>
    void load().then(
      (m) => setLoaded(() => m),
      () => undefined,
    );
  const preload = () => void load().catch(() => undefined);
  return { Loaded, open, preload };
}
