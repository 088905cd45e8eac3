import { DomainError, fold, parseOrThrow, refusalsAs, type EventEnvelope } from '@logiscope/kernel';
import { handleCommand, type EventStore, type Projector } from '@logiscope/infra';
import { message, MONTHLY_PRICE_CENTS, trialExtensionDaysSchema } from '@logiscope/proto/http';
import type { SubscriptionStatusView } from '@logiscope/proto/views';
import type { BillingApi, CompanyRef, SubscriptionAccess } from '../billing.api';
import type { PaymentProvider } from '../payment/payment-provider';
import type { SandboxPaymentProvider } from '../payment/sandbox.payment-provider';
import {
  hasAccessAt,
  statusAt,
  subscriptionDecider,
  subscriptionStream,
  type SubscriptionCommand,
  type SubscriptionEvent,
  type SubscriptionRefusal,
  type SubscriptionState,
} from './subscription.decider';
import type { TrialExpiry } from './subscription.jobs';

export interface SubscriptionServiceDeps {
  events: EventStore;
  projector: Pick<Projector, 'caughtUp'>;
  provider: PaymentProvider;
  /** Present when PAYMENT_PROVIDER=sandbox: its checkout page's calls. */
  sandbox: SandboxPaymentProvider | null;
  trials: () => TrialExpiry;
  onAppended?: () => void;
  now: () => Date;
  /** The web app's address: where the provider sends the browser back. */
  appUrl: string;
}

const toView = (state: SubscriptionState, companyName: string, at: string): SubscriptionStatusView => ({
  subscriptionStatus: statusAt(state, at),
  companyName: companyName || state.companyName,
  monthlyPrice: MONTHLY_PRICE_CENTS / 100,
  subscriptionStartDate: state.subscriptionStartedAt ?? state.trialStartedAt,
  subscriptionEndDate: state.periodEnd,
  trialEndDate: state.trialEndsAt,
});

/** The extension form's rule (whole days, 1 to 365) with its messages, whoever calls. */
export const trialExtensionDays = (days: unknown): number => parseOrThrow(trialExtensionDaysSchema, days);

const conflict = (reason: SubscriptionRefusal) => () => DomainError.conflict(message(reason));
/** The decider's refusals as the API answers them: 409 with the reason's wording. */
export const subscriptionRefusals: Record<SubscriptionRefusal, () => DomainError> = {
  TRIAL_ALREADY_USED: conflict('TRIAL_ALREADY_USED'),
  TRIAL_NOT_ACTIVE: conflict('TRIAL_NOT_ACTIVE'),
  TRIAL_EXTENSION_CAP: conflict('TRIAL_EXTENSION_CAP'),
  ALREADY_SUBSCRIBED: conflict('ALREADY_SUBSCRIBED'),
  NOT_SUBSCRIBED: conflict('NOT_SUBSCRIBED'),
};

/**
 * A company's subscription: commands go through the subscription decider (read, decide, append); the status is the
 * company's stream folded at the current time, so it never says TRIAL after the trial's end even when the expiry job is
 * late. Payments go through the configured provider; its webhook is verified by signature and applied once per event id.
 */
export class SubscriptionService implements BillingApi {
  constructor(private readonly deps: SubscriptionServiceDeps) {}

  private at(): string {
    return this.deps.now().toISOString();
  }

  private async state(companyId: string): Promise<SubscriptionState> {
    const { events } = await this.deps.events.readStream<SubscriptionEvent>(subscriptionStream(companyId));
    return fold(subscriptionDecider, events);
  }

  async getSubscriptionStatus({ companyId, companyName }: CompanyRef): Promise<SubscriptionStatusView> {
    return toView(await this.state(companyId), companyName, this.at());
  }

  async subscriptionAccess({ companyId }: { companyId: string }): Promise<SubscriptionAccess> {
    const state = await this.state(companyId);
    const at = this.at();
    const status = statusAt(state, at);
    const until = status === 'TRIAL' || status === 'TRIAL_EXPIRED' ? state.trialEndsAt : state.periodEnd;
    return { status, hasAccess: hasAccessAt(state, at), accessUntil: until ?? '' };
  }

  async startTrial({ companyId, companyName, userId }: CompanyRef & { userId: string }): Promise<SubscriptionStatusView> {
    const events = await this.handle(companyId, userId, { type: 'StartTrial', data: { companyId, companyName, userId, at: this.at() } });
    await this.scheduleExpiry(companyId, events);
    return this.getSubscriptionStatus({ companyId, companyName });
  }

  async extendTrial(request: CompanyRef & { userId: string; byOperator: boolean; additionalDays: number }): Promise<SubscriptionStatusView> {
    const { companyId, companyName, userId, byOperator } = request;
    const additionalDays = trialExtensionDays(request.additionalDays);
    const events = await this.handle(companyId, userId, { type: 'ExtendTrial', data: { companyId, userId, byOperator, additionalDays, at: this.at() } });
    await this.scheduleExpiry(companyId, events);
    return this.getSubscriptionStatus({ companyId, companyName });
  }

  async createCheckout({ companyId, companyName, userId, email }: CompanyRef & { userId: string; email: string }) {
    await this.handle(companyId, userId, { type: 'RequestCheckout', data: { companyId, at: this.at() } });
    const checkout = await this.deps.provider.createCheckout({
      companyId,
      companyName,
      customerEmail: email,
      successUrl: `${this.deps.appUrl}/subscription?checkout=success`,
      cancelUrl: `${this.deps.appUrl}/subscription?checkout=cancelled`,
    });
    return { checkoutUrl: checkout.checkoutUrl, provider: this.deps.provider.name };
  }

  async cancelSubscription({ companyId, companyName, userId }: CompanyRef & { userId: string }): Promise<SubscriptionStatusView> {
    const state = await this.state(companyId);
    if (state.status === 'ACTIVE' && state.providerSubscriptionId) await this.deps.provider.cancelAtPeriodEnd(state.providerSubscriptionId);
    await this.handle(companyId, userId, { type: 'CancelSubscription', data: { companyId, userId, at: this.at() } });
    return this.getSubscriptionStatus({ companyId, companyName });
  }

  async handlePaymentWebhook({ payload, signature }: { payload: string; signature: string }): Promise<{ received: boolean }> {
    const event = this.deps.provider.verifyWebhook(payload, signature);
    // Acknowledged either way (Stripe would retry otherwise); only money received moves the plan.
    if (event.kind !== 'paid') return { received: true };
    const { companyId, eventId, providerSubscriptionId } = event;
    await this.handle(companyId, '', {
      type: 'ActivateSubscription',
      data: { companyId, provider: this.deps.provider.name, providerSubscriptionId, paymentEventId: eventId, at: this.at() },
    });
    return { received: true };
  }

  async getSandboxCheckout({ companyId, sessionId }: { companyId: string; sessionId: string }) {
    return this.sandbox().session(companyId, sessionId);
  }

  async paySandboxCheckout({ companyId, sessionId }: { companyId: string; sessionId: string }) {
    return this.sandbox().pay(companyId, sessionId);
  }

  /** The expiry job's work: TrialExpired once the trial's end has passed (true when it recorded it). */
  async expireTrial(companyId: string): Promise<boolean> {
    const events = await this.handle(companyId, '', { type: 'ExpireTrial', data: { companyId, at: this.at() } });
    return events.length > 0;
  }

  private sandbox(): SandboxPaymentProvider {
    if (!this.deps.sandbox) throw DomainError.notFound(message('CHECKOUT_NOT_FOUND'));
    return this.deps.sandbox;
  }

  private async scheduleExpiry(companyId: string, events: readonly EventEnvelope[]): Promise<void> {
    for (const e of events) {
      if (e.type === 'TrialStarted' || e.type === 'TrialExtended') await this.deps.trials().scheduled(companyId, (e.data as { endsAt: string }).endsAt);
    }
  }

  private async handle(companyId: string, userId: string, command: SubscriptionCommand): Promise<readonly EventEnvelope[]> {
    const { events, position } = await refusalsAs(subscriptionRefusals, () =>
      handleCommand(this.deps.events, subscriptionStream(companyId), subscriptionDecider, command, {
        metadata: { companyId, ...(userId ? { userId } : {}) },
        now: this.deps.now,
        attempts: 5,
      }),
    );
    if (events.length === 0) return events;
    this.deps.onAppended?.();
    await this.deps.projector.caughtUp(position);
    return events;
  }
}
