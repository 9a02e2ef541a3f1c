import { configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query/react';
import { api } from '../lib/api';
import type { ApiExtra } from '../lib/api-base-query';
import type { AppDispatch, RootState } from '../lib/app-state';
import { authReducer } from '../features/auth/auth-slice';

export function createAppStore(extra: ApiExtra) {
  const store = configureStore({
    reducer: { auth: authReducer, [api.reducerPath]: api.reducer },
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: extra } }).concat(api.middleware),
  });
  // Lets queries that ask for it refetch when the page becomes visible again.
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof createAppStore>;

// The state and dispatch types that features see (lib/app-state.ts) must be the ones this store has.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const stateMatches: Same<ReturnType<AppStore['getState']>, RootState> = true;
const dispatchFits: (dispatch: AppStore['dispatch']) => AppDispatch = (dispatch) => dispatch;
void stateMatches;
void dispatchFits;
