/** Small hand-written pages for the readers' tests (no real site's markup). */
export function pageWithJsonLd(json: string, head = ''): string {
  return `<!doctype html><html lang="en"><head>${head}<script type="application/ld+json">${json}</script></head><body><h1>Page heading</h1></body></html>`;
}

export const OG_HEAD =
  '<meta property="og:site_name" content="Test Kitchen"><meta property="og:image" content="https://example.test/og.jpg"><meta property="og:title" content="OG title">';
