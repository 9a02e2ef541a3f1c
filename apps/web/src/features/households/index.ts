// The households feature's public surface. Pages load on demand, so only their loaders are exported.
export const loadHouseholdPage = () => import('./pages/household-page');
