import { type CheckoutBody, CheckoutStarted, CheckoutView, MyPlan, SandboxOutcome } from '@sankofa/contracts';
import { sessionManager } from '@/lib/session-manager.ts';

const s = sessionManager;

export const startCheckout = (body: CheckoutBody) =>
  s.request(CheckoutStarted, '/api/payments/checkout', { method: 'POST', body });
export const getCheckout = (id: string) => s.request(CheckoutView, `/api/payments/checkout/${encodeURIComponent(id)}`);
export const settleSandboxCheckout = (id: string, action: 'pay' | 'cancel') =>
  s.request(SandboxOutcome, `/api/payments/sandbox/${encodeURIComponent(id)}/${action}`, { method: 'POST' });
export const getMyPlan = () => s.request(MyPlan, '/api/payments/plan');
export const cancelMyPlan = () => s.request(MyPlan, '/api/payments/plan/cancel', { method: 'POST' });
