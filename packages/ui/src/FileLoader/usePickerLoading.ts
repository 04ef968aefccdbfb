import { useCallback, useEffect, useRef, useState } from 'react';
import { FILE_PICKER_LOADING_DELAY_MS } from '@mro/rules';

/**
 * The file picker's loading state (spec 001 §6: "file picker loading delay 1500 ms"): the browser's
 * file dialog can take a moment to open, and a second click meanwhile would open a second one. The
 * Add button shows it is busy from the click until files arrive or the delay has passed (a
 * cancelled dialog sends nothing the page can rely on, so the delay ends it).
 */
export function usePickerLoading(delayMs: number = FILE_PICKER_LOADING_DELAY_MS) {
  const [loading, setLoading] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const start = useCallback(() => {
    clearTimeout(timer.current);
    setLoading(true);
    timer.current = setTimeout(() => setLoading(false), delayMs);
  }, [delayMs]);
  const stop = useCallback(() => {
    clearTimeout(timer.current);
    setLoading(false);
  }, []);
  return { loading, start, stop };
}
