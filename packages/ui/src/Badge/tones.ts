/** The tones of the status scale (tokens color.status.*), shared by the Badge's view and styles. */
export const BADGE_TONES = ['neutral', 'muted', 'info', 'progress', 'success', 'warning', 'danger'] as const;
export type BadgeTone = (typeof BADGE_TONES)[number];
