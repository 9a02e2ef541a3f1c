import { startPreloadTags } from './start-preloads';

const chunk = (fileName: string, imports: string[], css: string[] = [], facade?: string) => ({
  type: 'chunk' as const,
  fileName,
  imports,
  facadeModuleId: facade ?? null,
  viteMetadata: { importedCss: new Set(css) },
});

const bundle = {
  'assets/index-1.js': chunk(
    'assets/index-1.js',
    ['assets/react-2.js'],
    ['assets/index-1.css'],
    '/app/src/main.tsx',
  ),
  'assets/react-2.js': chunk('assets/react-2.js', []),
  'assets/sheet-3.js': chunk('assets/sheet-3.js', ['assets/react-2.js'], ['assets/sheet-3.css']),
  'assets/layout-4.js': chunk(
    'assets/layout-4.js',
    ['assets/react-2.js', 'assets/sheet-3.js'],
    ['assets/layout-4.css'],
    '/app/src/app/signed-in-layout.tsx',
  ),
  'assets/list-5.js': chunk('assets/list-5.js', ['assets/sheet-3.js'], [], '/app/src/pages/list.tsx'),
  'assets/other-6.js': chunk('assets/other-6.js', [], ['assets/other-6.css'], '/app/src/pages/other.tsx'),
  'assets/logo.svg': { type: 'asset' as const, fileName: 'assets/logo.svg' },
};
const html =
  '<script type="module" src="/assets/index-1.js"></script><link rel="modulepreload" href="/assets/react-2.js">';

describe('startPreloadTags', () => {
  const tags = startPreloadTags(
    bundle,
    ['src/app/signed-in-layout.tsx', 'src/pages/list.tsx'],
    html,
    'data-x',
  );
  const hrefs = (rel: string) => tags.filter((tag) => tag.attrs.rel === rel).map((tag) => tag.attrs.href);

  it("preloads the named modules' chunks and every chunk they import, once, and none index.html names", () => {
    expect(hrefs('modulepreload')).toEqual([
      '/assets/layout-4.js',
      '/assets/sheet-3.js',
      '/assets/list-5.js',
    ]);
  });

  it("links their stylesheets, an imported chunk's before its importer's, as the app would add them", () => {
    expect(hrefs('stylesheet')).toEqual(['/assets/sheet-3.css', '/assets/layout-4.css']);
  });

  it('marks every link, in the head, so a prerendered page can leave them out', () => {
    expect(tags.every((tag) => tag.attrs['data-x'] === true && tag.injectTo === 'head')).toBe(true);
  });

  it('refuses a module that has no chunk of its own', () => {
    expect(() => startPreloadTags(bundle, ['src/pages/gone.tsx'], html, 'data-x')).toThrow(
      /src\/pages\/gone\.tsx has no chunk/,
    );
  });
});
