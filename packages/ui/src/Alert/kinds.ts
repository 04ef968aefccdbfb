/** The Alert's kinds, shared by its view and styles. */
export type AlertKind = 'info' | 'success' | 'warning' | 'error';
