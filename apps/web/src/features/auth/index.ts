// The auth feature's public surface: what the app shell and other features may use.
// Pages stay out of it so the router can load them on demand.
export { AuthGate } from './components/auth-gate';
export { RequireAuth } from './components/require-auth';
export { AccountSettingsSheet } from './components/account-settings-sheet';
export { AuthClientContext, useAuthClient } from './hooks/use-auth-client';
export { useGetProfileQuery } from './api/profile-api';
export { useProfileLanguage } from './hooks/use-profile-language';
export { authChanged, authReducer } from './auth-slice';
