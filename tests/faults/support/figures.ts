import { writeFileSync } from 'node:fs';

/**
 * Each scenario's figures, written to FAULTS_FIGURES_FILE when it is set: bench/faults.ts runs the
 * suite in its long form and prints them as tables. The console lines remain for a reader of the
 * test output.
 */
const figures: Record<string, Record<string, unknown>> = {};

export function recordFigures(scenario: string, values: Record<string, unknown>): void {
  figures[scenario] = { ...figures[scenario], ...values };
  const file = process.env.FAULTS_FIGURES_FILE;
  if (file) writeFileSync(file, `${JSON.stringify(figures, (_k, v) => (v === Infinity ? 'Infinity' : v), 2)}\n`);
}
