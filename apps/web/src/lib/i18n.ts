import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '@mise/contracts';
import type en from './locales/en.json';
// The sign-in page's sections of English ride with the first download; the rest comes with the first
// screen behind it (loadEnglish), so /login carries only what it shows.
import { auth, common, errors, nav, settings } from './locales/en.json';

/** The interface's languages, English first (the fallback); the profile's `Language` names the same. */
export const LOCALES = [
  'en',
  'de',
  'fr',
  'es',
  'it',
  'nl',
  'pt-BR',
  'pl',
] as const satisfies readonly Language[];
export type Locale = (typeof LOCALES)[number];

/** Each language's own name, as its speakers look for it in a list. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  es: 'Español',
  it: 'Italiano',
  nl: 'Nederlands',
  'pt-BR': 'Português (Brasil)',
  pl: 'Polski',
};

/** The browser keeps the last language shown, so the next start draws in it before the profile answers. */
const STORAGE_KEY = 'mise.language';

type Catalogue = typeof en;
// English is bundled (it is the fallback of every other); the others are fetched when chosen.
const LOADERS: Record<Exclude<Locale, 'en'>, () => Promise<{ default: Catalogue }>> = {
  de: () => import('./locales/de.json'),
  fr: () => import('./locales/fr.json'),
  es: () => import('./locales/es.json'),
  it: () => import('./locales/it.json'),
  nl: () => import('./locales/nl.json'),
  'pt-BR': () => import('./locales/pt-BR.json'),
  pl: () => import('./locales/pl.json'),
};

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Catalogue };
  }
}

const resources: Resource = { en: { translation: { auth, common, errors, nav, settings } } };

export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  resources,
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: [...LOCALES],
  // React escapes what it renders.
  interpolation: { escapeValue: false },
  // English is here already: the first render needs no wait.
  initAsync: false,
});

// 'Remove {{noun, lowercase}} 2' in English; German keeps its capitalised nouns.
i18n.services.formatter?.add('lowercase', (value: unknown, lng?: string) =>
  String(value).toLocaleLowerCase(lng),
);

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** 'de-AT' -> 'de', 'pt' -> 'pt-BR', 'EN-gb' -> 'en'; null when the interface has no such language. */
export function matchLocale(tag: string): Locale | null {
  const lower = tag.toLowerCase();
  const exact = LOCALES.find((locale) => locale.toLowerCase() === lower);
  if (exact) return exact;
  const base = lower.split('-')[0];
  return LOCALES.find((locale) => locale.toLowerCase().split('-')[0] === base) ?? null;
}

function readStored(): Locale | null {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    return isLocale(stored) ? stored : null;
  } catch {
    return null;
  }
}

/** The language to start in: the one chosen (or last shown) on this browser, else the browser's own. */
export function startLocale(): Locale {
  const stored = readStored();
  if (stored) return stored;
  const wanted = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  for (const tag of wanted) {
    const found = tag ? matchLocale(tag) : null;
    if (found) return found;
  }
  return 'en';
}

/** Adds the whole English catalogue (the sections the first download left out). */
export function addEnglish(catalogue: Catalogue): void {
  i18n.addResourceBundle('en', 'translation', catalogue, true, true);
}

let english: Promise<void> | null = null;

/**
 * Fetches the rest of English (once): every screen but /login waits for it with its own code (routes.tsx).
 * As text, a module of its own: a JSON import would join the first download's copy.
 */
export function loadEnglish(): Promise<void> {
  english ??= import('./locales/en.json?raw').then(
    // Text from Vite; jest (no bundler) maps `?raw` to the JSON module itself.
    ({ default: text }: { default: string | Catalogue }) =>
      addEnglish(typeof text === 'string' ? (JSON.parse(text) as Catalogue) : text),
    (error: unknown) => {
      english = null;
      throw error;
    },
  );
  return english;
}

/** Fetches a language's catalogue (once), switches the interface to it and remembers it here. */
export async function switchLocale(locale: Locale): Promise<void> {
  if (locale !== 'en' && !i18n.hasResourceBundle(locale, 'translation')) {
    const { default: catalogue } = await LOADERS[locale]();
    i18n.addResourceBundle(locale, 'translation', catalogue);
  }
  await i18n.changeLanguage(locale);
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
  try {
    localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // Private windows may refuse storage: the profile still carries the choice.
  }
}

/** The language the interface shows now. */
export function currentLocale(): Locale {
  return isLocale(i18n.language) ? i18n.language : 'en';
}

/** The locale's decimal mark: ',' in German, '.' in English. */
export function decimalMark(locale: Locale = currentLocale()): string {
  return (
    new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.'
  );
}

// Components take these from here, so the instance above is set up wherever one is drawn (a test
// that draws a single component too).
export { Trans, useTranslation } from 'react-i18next';
export type { TFunction } from 'i18next';

/**
 * A calendar day ('2026-12-01' or a full timestamp) the way the language writes one: 'Dec 1, 2026',
 * '1. Dez. 2026'. A bare date is a day, not an instant, so it is read and written in UTC.
 */
export function formatDay(iso: string, options: Intl.DateTimeFormatOptions = {}): string {
  const bare = /^\d{4}-\d{2}-\d{2}$/.test(iso);
  const date = new Date(bare ? `${iso}T00:00:00Z` : iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(currentLocale(), {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    ...(bare ? { timeZone: 'UTC' } : {}),
    ...options,
  }).format(date);
}
