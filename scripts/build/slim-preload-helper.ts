import type { Plugin } from 'vite';

/**
 * Vite wraps every dynamic import in a preload helper that adds <link> tags for the imported
 * chunk's JS and CSS dependencies (vitejs/vite#13952). This build preloads nothing from the
 * browser (`modulePreload: false`: the server preloads a rendered page's chunks) and has one CSS
 * file (`cssCodeSplit: false`), so the dependency lists are always empty and the helper's 0.9 KB
 * (gzip) on every page does nothing. This plugin supplies the helper as a plain call, keeping
 * Vite's `vite:preloadError` event for a chunk that fails to load (a deploy while a tab is open).
 * It refuses to build if the config ever needs the real helper again.
 */
const PRELOAD_HELPER_ID = '\0vite/preload-helper.js';

const SLIM_HELPER = `export const __vitePreload = (load) => load().catch((error) => {
  const event = new Event('vite:preloadError', { cancelable: true });
  event.payload = error;
  window.dispatchEvent(event);
  if (!event.defaultPrevented) throw error;
});
`;

export function slimPreloadHelper(): Plugin {
  return {
    name: 'slim-preload-helper',
    apply: 'build',
    enforce: 'pre',
    configResolved(config) {
      if (config.build.ssr) return;
      if (config.build.modulePreload !== false || config.build.cssCodeSplit !== false)
        throw new Error('slim-preload-helper needs build.modulePreload false and build.cssCodeSplit false');
    },
    load: {
      filter: { id: /^\0vite\/preload-helper\.js$/ },
      handler(id) {
        return id === PRELOAD_HELPER_ID ? { code: SLIM_HELPER, moduleSideEffects: false } : null;
      },
    },
  };
}
