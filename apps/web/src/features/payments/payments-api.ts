import type { CheckoutBody } from '@sankofa/contracts';
import { paymentsEndpoints as api } from '@sankofa/contracts/endpoints/payments';
import { call } from '@/lib/call.ts';

export const startCheckout = (body: CheckoutBody) => call(api.checkout, { body });
export const getCheckout = (id: string) => call(api.checkoutStatus, { params: { checkoutId: id } });
export const settleSandboxCheckout = (id: string, action: 'pay' | 'cancel') =>
  call(action === 'pay' ? api.sandboxPay : api.sandboxCancel, { params: { checkoutId: id } });
export const getMyPlan = () => call(api.plan);
export const cancelMyPlan = () => call(api.cancelPlan);
