import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AuthState } from '../../lib/app-state';
import type { AuthUser } from '../../lib/auth-client';

const initialState: AuthState = { status: 'unknown', user: null };

export const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    authChanged(_state, action: PayloadAction<AuthUser | null>) {
      return { status: action.payload ? 'signedIn' : 'signedOut', user: action.payload };
    },
  },
});

export const { authChanged } = authSlice.actions;
export const authReducer = authSlice.reducer;
