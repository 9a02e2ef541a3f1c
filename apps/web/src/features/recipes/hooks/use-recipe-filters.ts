import { FALLBACK_TAG_OPTIONS } from '@mise/recipe-text';
import { useState } from 'react';
import { useGetFiltersQuery, type FilterCategories } from '../api/filters-api';

/** Used when /filter.json cannot be read: the spec's built-in options plus ratings. */
const BUILT_IN_FILTERS: FilterCategories = {
  Rating: ['5 stars', '4+ stars', '3+ stars', '2+ stars', '1+ stars'],
  ...Object.fromEntries(Object.entries(FALLBACK_TAG_OPTIONS).map(([name, options]) => [name, [...options]])),
};

export type FilterSelectionState = Record<string, string[]>;

/** The filter categories (from /filter.json, else built in) and the options the user has chosen. */
export function useRecipeFilters() {
  const filters = useGetFiltersQuery();
  const categories = filters.data && Object.keys(filters.data).length > 0 ? filters.data : BUILT_IN_FILTERS;
  const [selection, setSelection] = useState<FilterSelectionState>({});

  const toggleOption = (category: string, option: string) =>
    setSelection((current) => {
      const chosen = current[category] ?? [];
      const next = chosen.includes(option) ? chosen.filter((o) => o !== option) : [...chosen, option];
      return { ...current, [category]: next };
    });
  const clearCategory = (category: string) => setSelection((current) => ({ ...current, [category]: [] }));
  const clearAll = () => setSelection({});
  const anyFilter = Object.values(selection).some((options) => options.length > 0);

  return {
    categories,
    loadFailed: filters.isError,
    selection,
    anyFilter,
    toggleOption,
    clearCategory,
    clearAll,
  };
}
