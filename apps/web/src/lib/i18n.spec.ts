/** @jest-environment jsdom */
import { LANGUAGES } from '@mise/contracts';
import { decimalMark, i18n, loadEnglish, LOCALES, matchLocale, startLocale, switchLocale } from './i18n';

describe('interface languages', () => {
  afterEach(async () => {
    await switchLocale('en');
    localStorage.clear();
  });

  it('offers the languages a profile may keep', () => {
    expect([...LOCALES]).toEqual([...LANGUAGES]);
  });

  it("matches a browser's language tags to the interface's languages", () => {
    expect(matchLocale('de-AT')).toBe('de');
    expect(matchLocale('pt')).toBe('pt-BR');
    expect(matchLocale('pt-PT')).toBe('pt-BR');
    expect(matchLocale('EN-gb')).toBe('en');
    expect(matchLocale('ja')).toBeNull();
  });

  it("starts in the browser's first known language, unless one was chosen here", () => {
    const languages = jest.spyOn(navigator, 'languages', 'get').mockReturnValue(['ja', 'nl-BE', 'en']);
    expect(startLocale()).toBe('nl');
    localStorage.setItem('mise.language', 'pl');
    expect(startLocale()).toBe('pl');
    languages.mockRestore();
  });

  it('starts English with the sign-in page’s words and fetches the rest for the screens behind it', async () => {
    expect(i18n.t('auth.invalidEmail')).toBe('Invalid email address');
    expect(i18n.exists('stars.rated')).toBe(false);
    await loadEnglish();
    expect(i18n.t('stars.rated', { rating: 4.5 })).toBe('Rated 4.5 out of 5');
    expect(i18n.t('auth.invalidEmail')).toBe('Invalid email address');
  });

  it('loads a catalogue when chosen, and writes numbers the way the language does', async () => {
    expect(i18n.t('nav.recipes')).toBe('Recipes');
    await switchLocale('de');
    expect(i18n.t('nav.recipes')).toBe('Rezepte');
    expect(i18n.t('stars.rated', { rating: 4.5 })).toBe('Mit 4,5 von 5 bewertet');
    expect(decimalMark()).toBe(',');
    expect(document.documentElement.lang).toBe('de');
    expect(startLocale()).toBe('de');
    await switchLocale('en');
    expect(i18n.t('stars.rated', { rating: 4.5 })).toBe('Rated 4.5 out of 5');
    expect(decimalMark()).toBe('.');
  });

  it('has the Polish plural forms', async () => {
    await switchLocale('pl');
    expect([1, 2, 5, 22].map((count) => i18n.t('stars.count', { count }))).toEqual([
      '1 gwiazdka',
      '2 gwiazdki',
      '5 gwiazdek',
      '22 gwiazdki',
    ]);
  });
});
