// The cookies both sides name. The token cookies are HttpOnly (the page never reads them); the
// page reads only the signed-in marker and sets the language (docs/security.md).
/** The access token (HttpOnly). */
export const ACCESS_COOKIE = 'mro_at';
/** The refresh token (HttpOnly). */
export const REFRESH_COOKIE = 'mro_rt';
/** A readable marker that a session is open (no secret): the page and the server render read it. */
export const SESSION_MARKER_COOKIE = 'mro_session';
/** The page's chosen language (ko | en), so the server renders the login home in it. */
export const LOCALE_COOKIE = 'mro_locale';
/** An anonymous uploader's key to its own uploads (HttpOnly). */
export const UPLOAD_COOKIE = 'mro_up';
