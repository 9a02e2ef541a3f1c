import { parseHtml } from './html-dom';
import { mainHeading, readPageMeta } from './page-meta';

describe('mainHeading', () => {
  it('skips an h1 that has nothing in common with the page title', () => {
    const html = `<html><head><title>Lemon Drizzle Cake | Bake Club</title></head><body>
      <div class="follow"><h1>Newsletter</h1></div><article><h1>Lemon drizzle cake</h1></article></body></html>`;
    expect(readPageMeta(parseHtml(html)).heading).toBe('Lemon drizzle cake');
    expect(mainHeading(['Follow us'], 'Lemon Drizzle Cake')).toBe('');
  });

  it('takes the first h1 when there is no title to compare with', () => {
    expect(mainHeading(['Barley risotto', 'Comments'], '')).toBe('Barley risotto');
    expect(readPageMeta(parseHtml('<html><body><h1>Barley risotto</h1></body></html>')).heading).toBe(
      'Barley risotto',
    );
  });
});
