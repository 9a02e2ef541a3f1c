// The legal feature's public surface. Pages load on demand, so only their loaders are exported.
export const loadPrivacyPolicyPage = () => import('./pages/privacy-policy-page');
export const loadTermsOfServicePage = () => import('./pages/terms-of-service-page');
export const loadDataDeletionPage = () => import('./pages/data-deletion-page');
