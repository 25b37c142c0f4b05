import { describe, expect, it } from 'vitest';
import { translateMessage } from '../../lib/i18n/translate-message.ts';
import { allowanceUsedMessage } from './allowance-message.ts';
import { boostAllowanceUsedMessage } from './boost-month.ts';

describe('used-up allowances in other languages', () => {
  it('translates a used-up allowance with its counts, times and plan', () => {
    const now = new Date('2026-05-14T18:48:00Z');
    expect(translateMessage(allowanceUsedMessage('like', 25, now).message, 'fr')).toBe(
      'Vous avez utilisé vos 25 likes pour aujourd’hui. Ils se renouvellent à 00:00 UTC (dans 5 h 12 min). Passez à Silver pour des likes illimités.',
    );
    expect(translateMessage(boostAllowanceUsedMessage(1, now).message, 'sw')).toBe(
      'Umetumia boost yako kwa mwezi huu. Boost zinaanza upya tarehe 1 Juni saa 00:00 UTC. Pandisha hadi Gold upate boost 5 kwa mwezi.',
    );
  });
});
