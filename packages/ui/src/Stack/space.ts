/** The spacing scale's steps (tokens space.0 … space.8): 0, 2, 4, 8, 12, 16, 20, 24, 32 px. */
export type SpaceStep = '0' | '1' | '2' | '3' | '4' | '5' | '6' | '7' | '8';
