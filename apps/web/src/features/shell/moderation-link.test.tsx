// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { User } from '@sankofa/contracts';
// The link's name comes from the shared English texts.
import '@/lib/i18n/i18n.ts';

const auth = vi.hoisted(() => ({ user: null as User | null }));
vi.mock('@/features/auth', () => ({
  useAuth: () => ({ status: auth.user ? 'signed_in' : 'signed_out', user: auth.user }),
}));
const { ModerationLink } = await import('./moderation-link.tsx');

const person = (role: User['role']): User => ({
  id: '7b1e1c1e-2f4f-4d7e-9a57-2f1f1d6f0a11',
  email: 'a@b.co',
  emailConfirmedAt: null,
  createdAt: '2026-11-21T00:00:00.000Z',
  location: 'Accra',
  bio: '',
  biometricConsent: false,
  role,
  locale: null,
  distanceUnit: null,
});

function renderFor(role: User['role']) {
  auth.user = person(role);
  render(
    <MemoryRouter>
      <ModerationLink className="link" />
    </MemoryRouter>,
  );
}

afterEach(cleanup);

describe('the way to the moderation console', () => {
  it.each(['moderator', 'admin'] as const)('is shown to a %s and leads to /mod', (role) => {
    renderFor(role);
    expect(screen.getByRole('link', { name: 'Moderation console' }).getAttribute('href')).toBe('/mod');
  });

  it('is never shown to a member', () => {
    renderFor('member');
    expect(screen.queryByRole('link', { name: 'Moderation console' })).toBeNull();
  });
});
