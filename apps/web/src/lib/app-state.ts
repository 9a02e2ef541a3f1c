import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import type { api } from './api';
import type { ApiExtra } from './api-base-query';
import type { AuthUser } from './auth-client';

/**
 * The shape of the store, declared where every feature may read it. The store module (app/store.ts)
 * builds a store of exactly this shape and fails to compile if the two drift apart; features use the
 * typed hooks below and never import the store module itself.
 */
export type AuthStatus = 'unknown' | 'signedIn' | 'signedOut';

export interface AuthState {
  status: AuthStatus;
  user: AuthUser | null;
}

export interface RootState {
  auth: AuthState;
  [api.reducerPath]: ReturnType<typeof api.reducer>;
}

export type AppDispatch = ThunkDispatch<RootState, ApiExtra, UnknownAction>;

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
