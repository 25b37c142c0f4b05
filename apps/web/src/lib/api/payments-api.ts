import type { CheckoutBody, CheckoutStarted, CheckoutView, MyPlan, SandboxOutcome } from '@sankofa/contracts';
import { sessionManager } from '@/lib/session-manager.ts';

const s = sessionManager;

export const startCheckout = (body: CheckoutBody) =>
  s.authed<CheckoutStarted>('/api/payments/checkout', { method: 'POST', body });
export const getCheckout = (id: string) => s.authed<CheckoutView>(`/api/payments/checkout/${encodeURIComponent(id)}`);
export const settleSandboxCheckout = (id: string, action: 'pay' | 'cancel') =>
  s.authed<SandboxOutcome>(`/api/payments/sandbox/${encodeURIComponent(id)}/${action}`, { method: 'POST' });
export const getMyPlan = () => s.authed<MyPlan>('/api/payments/plan');
export const cancelMyPlan = () => s.authed<MyPlan>('/api/payments/plan/cancel', { method: 'POST' });
