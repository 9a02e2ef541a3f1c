import { api } from '../../../lib/api';

/** Category label (emoji plus name) -> its options, from the static /filter.json. */
export type FilterCategories = Record<string, string[]>;

function isCategories(value: unknown): value is FilterCategories {
  return (
    !!value &&
    typeof value === 'object' &&
    !Array.isArray(value) &&
    Object.values(value).every(
      (options) => Array.isArray(options) && options.every((o) => typeof o === 'string'),
    )
  );
}

export const filtersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getFilters: build.query<FilterCategories, void>({
      query: () => ({ url: '/filter.json', isPublic: true }),
      // A malformed file counts as no file: the page then uses its built-in options.
      transformResponse: (response: unknown) => (isCategories(response) ? response : {}),
      keepUnusedDataFor: 3600,
    }),
  }),
});

export const { useGetFiltersQuery } = filtersApi;
