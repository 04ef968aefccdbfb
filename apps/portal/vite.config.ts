import { defineConfig, type Plugin } from 'vite';
import type { OutputBundle, OutputChunk } from 'rolldown';
import react from '@vitejs/plugin-react';
import { compileHints, styledComponentIds } from '@mro/ui/vite';

// The portal in development proxies the API server (npm run start -w @mro/api, 127.0.0.1:4000) on
// its own origin, as production serves both from one (npm run portal).
const API = process.env.MRO_API_URL ?? 'http://127.0.0.1:4000';

/** The modules of the front door: the entry frame and the login, where a first visit lands. */
const FRONT_DOOR = [/\/src\/frames\/EntryFrame\.tsx$/, /\/src\/features\/auth\/Login\.tsx$/];

/**
 * Puts `<link rel="modulepreload">` for the front door's lazy chunks (and the chunks they import)
 * into index.html, so a first visit fetches them beside the app shell instead of after it has
 * run and the router has matched `/login` (one round trip and a download less on the critical
 * path: about a second on a throttled network, docs/performance.md). Every path gets the same
 * HTML, so a deep link into a system fetches them too: about 30 kB compressed, usually already
 * cached from the login that came before it.
 */
function preloadFrontDoor(): Plugin {
  return {
    name: 'mro:preload-front-door',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const bundle = ctx.bundle as OutputBundle | undefined;
        if (!bundle) return [];
        const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk');
        const byName = new Map(chunks.map((c) => [c.fileName, c]));
        const entry = chunks.find((c) => c.isEntry);
        const loaded = new Set([entry?.fileName, ...(entry?.imports ?? [])]);
        const wanted = new Set<string>();
        const visit = (file: string) => {
          if (loaded.has(file) || wanted.has(file)) return;
          wanted.add(file);
          for (const dep of byName.get(file)?.imports ?? []) visit(dep);
        };
        for (const chunk of chunks) {
          if (FRONT_DOOR.some((re) => re.test(chunk.facadeModuleId ?? ''))) visit(chunk.fileName);
        }
        return [...wanted].map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: '', href: `/${file}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

/** The fonts' stylesheet: an entry of its own in the build (see fontsAfterContent). */
const FONTS_ENTRY = 'src/fonts.css';

/**
 * The 276 `@font-face` rules of Pretendard's subsets (154 of the 168 kB of CSS) as a stylesheet of
 * their own, linked at the end of the body: a stylesheet there holds back only what comes after
 * it, so the page (the server's login home) paints with the fallback font without waiting for
 * it, and Pretendard follows (`font-display: swap`, as before). Its download and parse were the
 * largest part of the login's first paint (docs/performance.md). In development main.tsx imports it.
 */
function fontsAfterContent(): Plugin {
  return {
    name: 'mro:fonts-after-content',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const css = Object.values(ctx.bundle ?? {}).find(
          (file) => file.type === 'asset' && file.names.includes('fonts.css'),
        );
        if (!css) throw new Error(`${FONTS_ENTRY}: no stylesheet in the build`);
        return [{ tag: 'link', attrs: { rel: 'stylesheet', href: `/${css.fileName}` }, injectTo: 'body' as const }];
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), styledComponentIds(), compileHints(), preloadFrontDoor(), fontsAfterContent()],
  server: {
    host: '127.0.0.1',
    port: 5173,
    proxy: { '/imk/api': API, '/bulk/imk/api': API },
  },
  build: { outDir: 'dist', sourcemap: true, rollupOptions: { input: ['index.html', FONTS_ENTRY] } },
  // The server render (app/server.tsx, `vite build --ssr`): styled-components' Node entry is
  // CommonJS, whose default export Node's ESM import does not unwrap; bundled, its ESM build is used.
  ssr: { noExternal: ['styled-components'] },
});
