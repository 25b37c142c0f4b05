/** What other features may use of discover; everything else in the folder is its own. */
export { DEMO_MESSAGES } from './demo-messages.ts';
export { SearchDialog } from './search/search-dialog.tsx';
