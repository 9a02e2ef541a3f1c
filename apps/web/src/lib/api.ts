import { createApi } from '@reduxjs/toolkit/query/react';
import { apiBaseQuery } from './api-base-query';

/** The one API slice; each feature injects its endpoints into it. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: apiBaseQuery,
  tagTypes: ['Recipe', 'Profile'],
  endpoints: () => ({}),
});
