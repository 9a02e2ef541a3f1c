/**
 * Light or dark: the system setting decides unless the person picked one in Account Settings.
 * The choice lives in localStorage and shows as <html data-theme>, which the design tokens read.
 */
export type ThemeChoice = 'system' | 'light' | 'dark';

const KEY = 'mise.theme';

export function storedTheme(): ThemeChoice {
  try {
    const value = window.localStorage.getItem(KEY);
    return value === 'light' || value === 'dark' ? value : 'system';
  } catch {
    return 'system';
  }
}

export function applyTheme(choice: ThemeChoice): void {
  const root = document.documentElement;
  if (choice === 'system') delete root.dataset.theme;
  else root.dataset.theme = choice;
}

export function saveTheme(choice: ThemeChoice): void {
  try {
    if (choice === 'system') window.localStorage.removeItem(KEY);
    else window.localStorage.setItem(KEY, choice);
  } catch {
    // Storage refused: the choice still holds for this visit.
  }
  applyTheme(choice);
}
