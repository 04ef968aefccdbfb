// How a bench page mounts its grid. Default (cold): the page's first render, providers included.
// `?mount=shell`: the app shell (ours: MroProvider and OverlayProvider, as every portal page has
// them at its root; react-data-grid: nothing) is rendered and painted first, then the grid mounts
// into it, as when the user opens a screen in a running portal. Both time start → first painted
// frame with grid cells.
import { StrictMode, useEffect, useState, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { afterPaint, whenMounted } from './harness';

export function mountBench(shell: (children: ReactNode) => ReactElement, Grid: ComponentType): Promise<number> {
  const intoShell = new URLSearchParams(location.search).get('mount') === 'shell';
  let show: (on: boolean) => void = () => undefined;
  function Shell() {
    const [on, setOn] = useState(!intoShell);
    useEffect(() => {
      show = setOn;
    }, []);
    return on ? <Grid /> : null;
  }
  const root = createRoot(document.getElementById('root')!);
  const page = <StrictMode>{shell(<Shell />)}</StrictMode>;
  if (!intoShell) {
    const start = performance.now();
    root.render(page);
    return whenMounted(start);
  }
  root.render(page);
  return afterPaint()
    .then(afterPaint)
    .then(() => {
      const start = performance.now();
      show(true);
      return whenMounted(start);
    });
}
