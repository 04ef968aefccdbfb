import type { MouseEvent } from 'react';

/**
 * A primary-button click without a modifier: an app may route it itself. A click with Ctrl, Meta,
 * Shift or Alt, or another button, keeps the browser's own behaviour for a link (a new tab or
 * window).
 */
export const isPlainClick = (e: MouseEvent) => e.button === 0 && !e.ctrlKey && !e.metaKey && !e.shiftKey && !e.altKey;
