// Pages and panels not needed for the first paint load on demand, keeping the main route small.
import type { ComponentType } from 'preact';
import { useEffect, useState } from 'preact/hooks';

/** Render the component `load` resolves to, once it has arrived. */
export function Lazy<P extends object>({ load, props }: { load: () => Promise<ComponentType<P>>; props: P }) {
  const [C, setC] = useState<ComponentType<P> | null>(null);
  useEffect(() => {
    let live = true;
    void load().then((c) => live && setC(() => c));
    return () => {
      live = false;
    };
  }, [load]);
  return C === null ? <p class="loading" aria-busy="true" /> : <C {...props} />;
}
