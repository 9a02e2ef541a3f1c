import { SIGNED_IN_ONLY_ATTRIBUTE, prerenderedDocument, prerenderedFileName } from './prerender';

const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <title>Mise</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-def.js">
    <link rel="stylesheet" crossorigin href="/assets/index-123.css">
    <link rel="modulepreload" crossorigin href="/assets/recipes-page-456.js" ${SIGNED_IN_ONLY_ATTRIBUTE}>
    <link rel="stylesheet" crossorigin href="/assets/recipes-page-789.css" ${SIGNED_IN_ONLY_ATTRIBUTE}>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

describe('prerenderedDocument', () => {
  const page = prerenderedDocument(
    INDEX,
    '<main><h1>Create your account</h1></main>',
    'hideIfReturning()',
    (href) => (href === '/assets/index-123.css' ? 'body{color:red}\n' : ''),
  );

  it('puts the markup in #root and the stylesheets inline, so the page paints from the document alone', () => {
    expect(page).toContain(
      '<div id="root"><div data-prerendered style="display:contents"><main><h1>Create your account</h1></main></div></div>',
    );
    expect(page).toContain('<style>body{color:red}</style>');
    expect(page).not.toContain('rel="stylesheet"');
  });

  it("adds the app's scripts only after the first frame, and hides the markup from a returning visitor first", () => {
    expect(page).not.toMatch(/<script type="module"|rel="modulepreload"/);
    const loader = /<script>(requestAnimationFrame[^<]*)<\/script>/.exec(page)?.[1] ?? '';
    expect(loader).toContain('"/assets/index-abc.js"');
    expect(loader).toContain('["/assets/react-def.js"]');
    expect(page.indexOf('<script>hideIfReturning()</script>')).toBeLessThan(page.indexOf('<body>'));
    expect(page).toContain('.returning [data-prerendered]{visibility:hidden}');
  });

  it("leaves out the signed-in start's code and styles: neither preloaded nor inlined", () => {
    expect(page).not.toContain('recipes-page');
    expect(page).not.toContain(SIGNED_IN_ONLY_ATTRIBUTE);
  });

  it('refuses an index.html it does not understand', () => {
    expect(() => prerenderedDocument('<div id="root">x</div>', '', '', () => '')).toThrow(/empty #root/);
    expect(() => prerenderedDocument('<div id="root"></div>', '', '', () => '')).toThrow(/no entry script/);
  });
});

describe('prerenderedFileName', () => {
  it('names the document after the path, and refuses paths that are not plain names', () => {
    expect(prerenderedFileName('/login')).toBe('login.html');
    expect(prerenderedFileName('/legal/terms')).toBe('legal_terms.html');
    expect(() => prerenderedFileName('/../etc')).toThrow();
  });
});
