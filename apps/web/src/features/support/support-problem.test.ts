import { beforeAll, describe, expect, it } from 'vitest';
import { SupportRequestBody } from '@sankofa/contracts';
import { i18n } from '@/lib/i18n/i18n.ts';
import { supportProblem } from './support-problem.ts';

beforeAll(() => i18n.loadNamespaces('support'));

const problem = (topic: string, message: string) => {
  const checked = SupportRequestBody.safeParse({ topic: topic || undefined, message });
  return checked.success ? null : supportProblem(topic, message, checked.error.issues[0]);
};

describe('supportProblem', () => {
  it('says the same as the contract, in English', () => {
    for (const [topic, message] of [
      ['', 'Hello there, I need help'],
      ['account', '   '],
      ['account', 'short'],
      ['account', 'x'.repeat(2001)],
      ['account', 'Hello \u0000 there friend'],
    ] as const) {
      const checked = SupportRequestBody.safeParse({ topic: topic || undefined, message });
      expect(checked.success).toBe(false);
      expect(problem(topic, message)?.text).toBe(checked.error?.issues[0]?.message);
    }
  });

  it('names the field it is about', () => {
    expect(problem('', 'Hello there, I need help')?.field).toBe('topic');
    expect(problem('payments', 'short')?.field).toBe('message');
    expect(problem('payments', 'Hello there, I need help')).toBeNull();
  });
});
