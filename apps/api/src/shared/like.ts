/** A user's text inside a LIKE pattern matches literally. */
export const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** `%text%` with the text matched literally. */
export const containing = (value: string) => `%${escapeLike(value)}%`;
