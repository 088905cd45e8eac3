import type { ApiError } from './apiError';

type PaymentRequiredListener = (error: ApiError) => void;

const listeners = new Set<PaymentRequiredListener>();

/**
 * The paywall's signal from the API to the screens: every 402 answer (a paid operation for a company without a trial,
 * plan, or paid time left) reaches the listeners, whichever screen made the call. The signed-in shell listens and leads
 * the user to /subscription (features/subscription/components/PaywallRedirect.tsx). Returns the unsubscribe.
 */
export function onPaymentRequired(listener: PaymentRequiredListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Called by the base query for each 402 answer. */
export function notifyPaymentRequired(error: ApiError): void {
  for (const listener of [...listeners]) listener(error);
}

/** Whether a query's or mutation's error is the paywall's 402 (the company's plan does not cover the call). */
export function isPaymentRequired(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 402;
}
