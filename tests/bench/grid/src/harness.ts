// What both bench pages share: the same measurements, so the ratio compares the grids alone.
// The driver (tests/bench/grid.mjs) calls these through `window.bench`.

/** Resolves after the next frame has been painted (a task queued from requestAnimationFrame). */
export const afterPaint = () =>
  new Promise<number>((resolve) => {
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve(performance.now());
      channel.port2.postMessage(null);
    });
  });

/** The grid's scrolling element in the page. */
export type Scroller = () => HTMLElement;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))] ?? 0;
};

/**
 * Points of the grid's body sampled each frame: a blank is a point with no grid cell under it
 * (rows not drawn yet), as a user would see it.
 */
function blankPoints(scroller: HTMLElement, headerHeight: number): number {
  const box = scroller.getBoundingClientRect();
  let blanks = 0;
  for (const fx of [0.3, 0.5, 0.7, 0.9]) {
    for (const fy of [0.1, 0.4, 0.7, 0.95]) {
      const x = box.left + box.width * fx;
      const y = box.top + headerHeight + (box.height - headerHeight - 16) * fy;
      const hit = document.elementFromPoint(x, y);
      if (!hit?.closest('[role="gridcell"]')) blanks += 1;
    }
  }
  return blanks;
}

export interface FrameReport {
  frames: number;
  p95: number;
  max: number;
  blankFrames: number;
}

/** Records frame intervals (and blanks) until stopped; `step` runs first in every frame. */
export function recordFrames(scroller: Scroller, headerHeight: number, step?: (elapsed: number) => boolean) {
  const intervals: number[] = [];
  let blankFrames = 0;
  let last = 0;
  let start = 0;
  let stopped = false;
  let done: (r: FrameReport) => void = () => undefined;
  const finished = new Promise<FrameReport>((resolve) => (done = resolve));
  const report = () => ({
    frames: intervals.length,
    p95: percentile(intervals, 0.95),
    max: Math.max(0, ...intervals),
    blankFrames,
  });
  const frame = (now: number) => {
    if (stopped) return;
    if (!start) start = now;
    if (last) intervals.push(now - last);
    last = now;
    // What the last paint showed, before this frame moves the grid again.
    if (blankPoints(scroller(), headerHeight)) blankFrames += 1;
    if (step && !step(now - start)) {
      stopped = true;
      done(report());
      return;
    }
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  return {
    finished,
    stop: () => {
      stopped = true;
      return report();
    },
  };
}

/** A steady scroll from the top to the bottom over `ms`, one step per frame. */
export function scrollThrough(scroller: Scroller, headerHeight: number, ms = 3000) {
  const element = scroller();
  element.scrollTop = 0;
  const end = element.scrollHeight - element.clientHeight;
  return recordFrames(scroller, headerHeight, (elapsed) => {
    element.scrollTop = Math.min(end, (end * elapsed) / ms);
    return elapsed < ms;
  }).finished;
}

/**
 * Mount time: from `start` to the end of the first painted frame that shows the grid's rows in
 * view (`rows` row elements, the header row included). Checked in each frame's animation callback,
 * before that frame's style, layout and paint: a task queued there runs after that paint. (A check
 * that then waits for another frame would time the frame after, and whatever work either grid
 * queued after its first paint.) Counting row elements reads no layout.
 */
export function whenMounted(start: number, rows: number) {
  return new Promise<number>((resolve) => {
    const check = () => {
      if (document.querySelectorAll('[role="grid"] [role="row"]').length >= rows) {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve(performance.now() - start);
        channel.port2.postMessage(null);
      } else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });
}

/**
 * Edit commit latency: from an Enter keydown (its event time) to the next paint, and the work: to
 * the end of the event's dispatch (a window listener in the bubble phase runs after React's, which
 * renders and commits a discrete event's updates before the dispatch ends).
 */
export function watchCommits() {
  const latencies: { painted: number; work: number }[] = [];
  let pending: { painted: number; work: number; at: number } | null = null;
  window.addEventListener(
    'keydown',
    (event) => {
      if (event.key !== 'Enter' || event.isComposing) return;
      const entry = { painted: Number.NaN, work: Number.NaN, at: event.timeStamp };
      pending = entry;
      void afterPaint().then((painted) => {
        latencies.push({ painted: painted - entry.at, work: entry.work });
        if (pending === entry) pending = null;
      });
    },
    true,
  );
  // Not reached when the grid stops the event: the work stays unknown (NaN), the latency counts.
  window.addEventListener('keydown', (event) => {
    if (pending && event.key === 'Enter') pending.work = performance.now() - pending.at;
  });
  return latencies;
}
