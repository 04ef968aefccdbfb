// Build-time helpers for apps that bundle @mro/ui with Vite (`import { compileHints,
// styledComponentIds } from '@mro/ui/vite'`): no React, not part of the browser bundle.
import { createHash } from 'node:crypto';
import { relative } from 'node:path';

/** V8's explicit compile hint (Chrome 136+): every function of the file is compiled as it loads. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** SheetJS: loaded on demand for an Excel file, most of it never called. */
const SHEETJS = /[\\/]node_modules[\\/]xlsx[\\/]/;

/** A source map's JSON text with one more (empty) generated line at the start. */
function shiftMap(json) {
  const map = JSON.parse(json);
  map.mappings = `;${map.mappings}`;
  return JSON.stringify(map);
}

const INLINE_MAP = /(\/\/# sourceMappingURL=data:application\/json;(?:charset=utf-8;)?base64,)([A-Za-z0-9+/=]+)(\s*)$/;

/** A chunk's code whose inline source map (`build.sourcemap: 'inline'`) accounts for the hint's line. */
function shiftInlineMap(code) {
  return code.replace(
    INLINE_MAP,
    (_all, prefix, data, end) =>
      `${prefix}${Buffer.from(shiftMap(Buffer.from(data, 'base64').toString('utf8'))).toString('base64')}${end}`,
  );
}

/**
 * Marks the app's chunks for eager compilation: V8 compiles their functions on a background thread
 * while the file streams in, instead of on the main thread at each function's first call — on a
 * screen's first render, the first call of most of React DOM, i18next, styled-components and the
 * components (decision 0015, docs/performance.md). A chunk holding a module that `skip` matches
 * (default: SheetJS, loaded for one download or upload and mostly never called) stays lazy; so do
 * Web Workers' bundles (Vite builds them with `worker.plugins`, not this list). Browsers without
 * the hint read it as a comment.
 *
 * @param {{ skip?: RegExp }} [options]
 * @returns {import('vite').Plugin}
 */
export function compileHints({ skip = SHEETJS } = {}) {
  return {
    name: 'mro:compile-hints',
    apply: 'build',
    enforce: 'post',
    // Last, after minification (which drops comments) and after Vite's own additions to a chunk's
    // start (its preload map): the hint must be the file's first line.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const file of Object.values(bundle)) {
          if (file.type !== 'chunk' || file.moduleIds.some((id) => skip.test(id))) continue;
          file.code = `${COMPILE_HINT}\n${shiftInlineMap(file.code)}`;
          // Source maps: the chunk's code moved one line down (an empty first line in `mappings`).
          if (file.map) file.map.mappings = `;${file.map.mappings}`;
          const mapFile = bundle[`${file.fileName}.map`];
          if (mapFile?.type === 'asset') mapFile.source = shiftMap(String(mapFile.source));
        }
      },
    },
  };
}

/** `styled.tag` or `styled(Component)` right before its template or `.attrs`, in compiled JS. */
const STYLED_CALL = /\bstyled(?:\.[A-Za-z][\w]*|\([\w$.]+\))(?=\s*(?:`|\.attrs\b))/g;

/**
 * Gives every styled component an id from its file and its place in the file
 * (`.withConfig({ componentId })`), as styled-components' Babel plugin does. Without it the id is
 * a counter over the components created so far in the page, so a server render and the browser,
 * whose bundles create them in different orders, name the same component differently and the
 * hydration's classes do not match (decision 0025). Applied to @mro/ui's own build and to an app's
 * (its client and server builds); the file's path is taken from the build's root.
 *
 * @returns {import('vite').Plugin}
 */
export function styledComponentIds() {
  let root = process.cwd();
  return {
    name: 'mro:styled-component-ids',
    enforce: 'post',
    configResolved(config) {
      root = config.root;
    },
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!/\.[cm]?[jt]sx?$/.test(file) || file.includes('/node_modules/') || !code.includes('styled')) return null;
      const base = createHash('sha1').update(relative(root, file).replaceAll('\\', '/')).digest('hex').slice(0, 8);
      let n = 0;
      const out = code.replace(STYLED_CALL, (call) => `${call}.withConfig({componentId:"sc-${base}-${n++}"})`);
      // Insertions within lines: the lines of the file's source map stay where they were.
      return n === 0 ? null : { code: out, map: null };
    },
  };
}
