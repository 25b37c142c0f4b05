/** What other features may use of support; everything else in the folder is its own. */
export { SupportCard } from './support-card.tsx';
