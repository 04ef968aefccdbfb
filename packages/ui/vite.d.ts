import type { Plugin } from 'vite';

/** V8's explicit compile hint (Chrome 136+): every function of the file is compiled as it loads. */
export declare const COMPILE_HINT: string;

/**
 * Marks the app's chunks for eager compilation (V8 explicit compile hints), except chunks holding a
 * module that `skip` matches (default: SheetJS). See decision 0015.
 */
export declare function compileHints(options?: { skip?: RegExp }): Plugin;

/**
 * Gives every styled component an id from its file and place (`.withConfig({ componentId })`), so
 * a server render and the browser name the same component alike (decision 0025).
 */
export declare function styledComponentIds(): Plugin;
