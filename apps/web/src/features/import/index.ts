// The import feature's public surface: the centre button's 'Create Recipe' sheet and its flows.
export { CreateRecipeSheet } from './components/create-recipe-sheet';
// A page sheet's 'Browser' option opens the same dialog as the sheet's 'Paste Website link'.
export { WebLinkDialog } from './components/web-link-dialog';
/** /share-target, the installed app's Web Share Target, loaded on demand. */
export const loadShareTargetPage = () => import('./pages/share-target-page');
