/** What other features may use of calls; everything else in the folder is its own. */
export { CallsProvider } from './calls-provider.tsx';
export { CallButtons } from './call-buttons.tsx';
