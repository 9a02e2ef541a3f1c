import { useEffect } from 'react';
import { currentLocale, isLocale, switchLocale } from '../../../lib/i18n';
import { useGetProfileQuery } from '../api/profile-api';

/**
 * The language kept on the person's profile wins over this browser's: a choice made on another
 * device shows here once the profile arrives. A profile with none keeps the browser's language.
 */
export function useProfileLanguage(): void {
  const { data } = useGetProfileQuery();
  const language = data?.language;
  useEffect(() => {
    if (isLocale(language) && language !== currentLocale())
      void switchLocale(language).catch(() => undefined);
  }, [language]);
}
