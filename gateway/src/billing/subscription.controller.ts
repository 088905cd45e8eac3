import { Controller, Inject, Req } from '@nestjs/common';
import type { Request } from 'express';
import { DomainError } from '@logiscope/kernel';
import type { ServiceRegistry } from '@logiscope/infra';
import { message, ops } from '@logiscope/proto/http';
import type { CheckoutView, SandboxCheckoutView, SubscriptionStatusView } from '@logiscope/proto/views';
import { BillingService, type CompanyRef } from '@logiscope/billing/api';
import { Caller, Endpoint, Input, type InputOf } from '../http/endpoint.decorator';
import type { CallerContext } from '../http/operation.guard';
import { SERVICE_REGISTRY } from '../http/tokens';
import type { SubscriptionAccessCache } from './subscription-access.cache';
import { SUBSCRIPTION_ACCESS } from './subscription-access.provider';

const companyOf = (c: CallerContext): CompanyRef => ({ companyId: c.companyId, companyName: c.user?.company?.companyName ?? '' });

/**
 * The subscription screens and the control panel's Subscription tab: billing decides, the gateway says who asks (the
 * company's ADMIN for its own company; the platform operator may extend any company's trial). The payment provider's
 * webhook is authenticated by its signature over the raw body (the edge leaves that path's body unparsed).
 */
@Controller()
export class SubscriptionController {
  constructor(
    @Inject(SERVICE_REGISTRY) private readonly registry: ServiceRegistry,
    @Inject(SUBSCRIPTION_ACCESS) private readonly access: SubscriptionAccessCache,
  ) {}

  /** The plan changed through this gateway: the paywall's cache asks billing again at the next request. */
  private changed<T>(companyId: string, result: T): T {
    this.access.forget(companyId);
    return result;
  }

  private get billing() {
    return this.registry.client(BillingService);
  }

  @Endpoint(ops.getSubscriptionStatus)
  status(@Caller() c: CallerContext): Promise<SubscriptionStatusView> {
    return this.billing.getSubscriptionStatus(companyOf(c));
  }

  @Endpoint(ops.startTrial)
  async startTrial(@Caller() c: CallerContext): Promise<SubscriptionStatusView> {
    return this.changed(c.companyId, await this.billing.startTrial({ ...companyOf(c), userId: c.userId }));
  }

  @Endpoint(ops.extendTrial)
  async extendTrial(@Caller() c: CallerContext, @Input() { body }: InputOf<typeof ops.extendTrial>): Promise<SubscriptionStatusView> {
    const own = body.companyId === c.companyId;
    if (!own && !c.isOperator) throw DomainError.forbidden(message('COMPANY_NOT_YOURS'));
    const plan = await this.billing.extendTrial({
      companyId: body.companyId,
      companyName: own ? companyOf(c).companyName : '',
      userId: c.userId,
      byOperator: c.isOperator,
      additionalDays: body.additionalDays,
    });
    return this.changed(body.companyId, plan);
  }

  @Endpoint(ops.createSubscription)
  create(@Caller() c: CallerContext): Promise<CheckoutView> {
    return this.billing.createCheckout({ ...companyOf(c), userId: c.userId, email: c.user?.email ?? '' });
  }

  @Endpoint(ops.cancelSubscription)
  async cancel(@Caller() c: CallerContext): Promise<SubscriptionStatusView> {
    return this.changed(c.companyId, await this.billing.cancelSubscription({ ...companyOf(c), userId: c.userId }));
  }

  @Endpoint(ops.paymentWebhook)
  webhook(@Req() req: Request): Promise<{ received: boolean }> {
    const raw: unknown = req.body;
    const payload = Buffer.isBuffer(raw) ? raw.toString('utf8') : '';
    const signature = req.get('stripe-signature') ?? '';
    if (!payload || !signature) throw DomainError.validation(message('WEBHOOK_SIGNATURE_INVALID'));
    return this.billing.handlePaymentWebhook({ payload, signature });
  }

  @Endpoint(ops.getSandboxCheckout)
  sandboxCheckout(@Caller() c: CallerContext, @Input() { params }: InputOf<typeof ops.getSandboxCheckout>): Promise<SandboxCheckoutView> {
    return this.billing.getSandboxCheckout({ companyId: c.companyId, sessionId: params.id });
  }

  /** The sandbox page's Pay: the sandbox provider signs its webhook, delivered to the same handler as the HTTP webhook. */
  @Endpoint(ops.paySandboxCheckout)
  async paySandbox(@Caller() c: CallerContext, @Input() { params }: InputOf<typeof ops.paySandboxCheckout>): Promise<{ redirectUrl: string }> {
    const { payload, signature, redirectUrl } = await this.billing.paySandboxCheckout({ companyId: c.companyId, sessionId: params.id });
    await this.billing.handlePaymentWebhook({ payload, signature });
    return this.changed(c.companyId, { redirectUrl });
  }
}
