/**
 * The signed-in start's code and styles, named in index.html: the browser fetches them while it
 * reads the document, alongside the entry script, instead of the app adding a link for each of them
 * once its script runs (a few dozen links, which on a slow phone made a long task of their own).
 * Each link carries a marking attribute, by which the prerendered public pages leave them out
 * (build/prerender.ts).
 */

/** What this plugin reads of a Rolldown/Vite output chunk. */
interface BundleChunk {
  type: 'chunk' | 'asset';
  fileName: string;
  facadeModuleId?: string | null;
  imports?: string[];
  viteMetadata?: { importedCss?: Set<string> };
}

interface HtmlTag {
  tag: 'link';
  attrs: Record<string, string | boolean>;
  injectTo: 'head';
}

/**
 * The links for the chunks whose source module ends with one of `modules` (paths under the app's
 * root, e.g. 'src/app/signed-in-layout.tsx'): each chunk and every chunk it imports statically, as
 * modulepreload links, and the stylesheets they import, as stylesheets; none that `html` already
 * names. Throws when a module has no chunk of its own (renamed or no longer loaded on demand).
 */
export function startPreloadTags(
  bundle: Record<string, BundleChunk>,
  modules: string[],
  html: string,
  marker: string,
  base = '/',
): HtmlTag[] {
  const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
  const scripts: string[] = [];
  const styles: string[] = [];
  const visit = (chunk: BundleChunk) => {
    if (scripts.includes(chunk.fileName)) return;
    scripts.push(chunk.fileName);
    for (const name of chunk.imports ?? []) {
      const imported = bundle[name];
      if (imported?.type === 'chunk') visit(imported);
    }
    // After those of the chunks it imports, as the app would add them: a page's rules win.
    for (const css of chunk.viteMetadata?.importedCss ?? []) if (!styles.includes(css)) styles.push(css);
  };
  for (const module of modules) {
    const chunk = chunks.find((item) => item.facadeModuleId?.replace(/\\/g, '/').endsWith(`/${module}`));
    if (!chunk) throw new Error(`the signed-in start's module ${module} has no chunk of its own`);
    visit(chunk);
  }
  const named = (file: string) => html.includes(`"${base}${file}"`);
  const link = (rel: string, file: string): HtmlTag => ({
    tag: 'link',
    attrs: { rel, crossorigin: true, href: base + file, [marker]: true },
    injectTo: 'head',
  });
  return [
    ...scripts.filter((file) => !named(file)).map((file) => link('modulepreload', file)),
    ...styles.filter((file) => !named(file)).map((file) => link('stylesheet', file)),
  ];
}

/** The Vite plugin: adds `startPreloadTags` for `modules`, marked with `marker`, to the built index.html. */
export function startPreloadsPlugin(modules: string[], marker: string) {
  return {
    name: 'mise-start-preloads',
    apply: 'build' as const,
    transformIndexHtml: {
      order: 'post' as const,
      handler(html: string, context: { bundle?: Record<string, BundleChunk> }) {
        return context.bundle ? startPreloadTags(context.bundle, modules, html, marker) : [];
      },
    },
  };
}
