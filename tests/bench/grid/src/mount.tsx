// How a bench page mounts its grid. Default (cold): the page's first render, providers included.
// `?mount=shell`: the app shell (ours: MroProvider and OverlayProvider, as every portal page has
// them at its root; react-data-grid: nothing) is rendered and painted first, then the grid mounts
// into it, as when the user opens a screen in a running portal. Both time start → first painted
// frame with the rows in view (harness `whenMounted`).
// The mount starts when the driver asks (`bench.mounted()`), after the page has loaded, built its
// 100,000 rows, painted and had its garbage collected (through CDP): a collection of the page's
// own data would otherwise land inside one run's mount and not the next.
import { StrictMode, useEffect, useState, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { GRID_HEIGHT, HEADER_HEIGHT, ROW_HEIGHT } from './dataset';
import { afterPaint, whenMounted } from './harness';

/** The header row and the body rows wholly in view (a horizontal scroll bar may take up to 20 px). */
const ROWS_IN_VIEW = 1 + Math.floor((GRID_HEIGHT - HEADER_HEIGHT - 20) / ROW_HEIGHT);

/** Returns the bench's `mounted()`: the first call mounts, every call gets the time to first paint. */
export function mountBench(shell: (children: ReactNode) => ReactElement, Grid: ComponentType): () => Promise<number> {
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
  // The shell is painted before the driver starts the mount.
  const ready = intoShell ? (root.render(page), afterPaint().then(afterPaint)) : afterPaint();
  let mounted: Promise<number> | null = null;
  return () =>
    (mounted ??= ready.then(() => {
      performance.mark('mount-start');
      const start = performance.now();
      if (intoShell) show(true);
      else root.render(page);
      return whenMounted(start, ROWS_IN_VIEW);
    }));
}
