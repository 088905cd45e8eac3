import Stripe from 'stripe';
import { ErrorCode } from '@logiscope/kernel';
import { checkoutEvent, invoiceEvent, signed, type CheckoutEventType, type PaymentStatus } from '../../test/stripe-events';
import { verifiedPaymentEvent } from './stripe-webhook';

const SECRET = 'whsec_unit_0123456789abcdef';
const stripe = new Stripe('sk_test_unit_only');
const read = (event: object) => {
  const { payload, signature } = signed(event, SECRET);
  return verifiedPaymentEvent(stripe, payload, signature, SECRET);
};
const paid = (via: 'checkout' | 'invoice', eventId: string) => ({ kind: 'paid', via, eventId, companyId: 'cmp-1', providerSubscriptionId: `sub_${eventId}`, at: expect.any(String) });

describe('Stripe webhook events (signed, verified by the SDK)', () => {
  it.each<[CheckoutEventType, PaymentStatus]>([
    ['checkout.session.completed', 'paid'],
    ['checkout.session.async_payment_succeeded', 'paid'],
  ])('%s with payment_status %s pays for the plan', (type, status) => {
    expect(read(checkoutEvent(type, 'cmp-1', 'evt_1', status))).toEqual(paid('checkout', 'evt_1'));
  });

  it('invoice.paid pays for the plan of the company named in the subscription metadata', () => {
    expect(read(invoiceEvent('invoice.paid', 'cmp-1', 'evt_2'))).toEqual(paid('invoice', 'evt_2'));
  });

  it.each<[CheckoutEventType, PaymentStatus]>([
    ['checkout.session.completed', 'unpaid'],
    ['checkout.session.completed', 'no_payment_required'],
    ['checkout.session.async_payment_failed', 'unpaid'],
    ['checkout.session.expired', 'unpaid'],
  ])('%s with payment_status %s changes nothing', (type, status) => {
    expect(read(checkoutEvent(type, 'cmp-1', 'evt_3', status))).toEqual(expect.objectContaining({ kind: 'ignored', eventId: 'evt_3', type }));
  });

  it('ignores a failed invoice, an invoice that is not paid, other event types, and sessions not made by LogiScope', () => {
    expect(read(invoiceEvent('invoice.payment_failed', 'cmp-1', 'evt_4')).kind).toBe('ignored');
    const open = invoiceEvent('invoice.paid', 'cmp-1', 'evt_5');
    expect(read({ ...open, data: { object: { ...open.data.object, status: 'open' } } }).kind).toBe('ignored');
    const foreign = checkoutEvent('checkout.session.completed', '', 'evt_6', 'paid');
    expect(read({ ...foreign, data: { object: { ...foreign.data.object, metadata: {} } } }).kind).toBe('ignored');
    const payment = checkoutEvent('checkout.session.completed', 'cmp-1', 'evt_7', 'paid');
    expect(read({ ...payment, data: { object: { ...payment.data.object, mode: 'payment' } } }).kind).toBe('ignored');
    expect(read({ id: 'evt_8', object: 'event', type: 'customer.created', created: 1, data: { object: { id: 'cus_1', object: 'customer' } } }).kind).toBe('ignored');
  });

  it('refuses an event signed with another secret (400)', () => {
    const { payload, signature } = signed(checkoutEvent('checkout.session.completed', 'cmp-1', 'evt_9', 'paid'), 'whsec_not_ours_000000000000');
    expect(() => verifiedPaymentEvent(stripe, payload, signature, SECRET)).toThrow(expect.objectContaining({ code: ErrorCode.VALIDATION }));
  });
});
