/** What other features may use of safety; everything else in the folder is its own. */
export { SafetyMenu } from './safety-menu.tsx';
export { ReportDialog } from './report-dialog.tsx';
