import { deciderSpec, ErrorCode } from '@logiscope/kernel';
import type { WebhookEndpointEvent } from '@logiscope/proto';
import { MAX_WEBHOOK_ENDPOINTS, webhookEndpointDecider, type WebhookEndpointCommand } from './webhook-endpoint.decider';
import { webhookEndpointRefusals } from './webhook-endpoint.refusals';

const spec = deciderSpec(webhookEndpointDecider, webhookEndpointRefusals);
const AT = '2026-12-01T10:00:00.000Z';
const registration = (endpointId = 'e1') => ({
  endpointId, companyId: 'c1', url: 'https://tms.example.com/hooks', events: ['alert.created' as const], enabled: true,
  secret: 'whsec_one', byUserId: 'u1', byEmail: 'admin@acme.example', at: AT,
});
const registered = (endpointId = 'e1'): WebhookEndpointEvent => ({ type: 'WebhookEndpointRegistered', data: registration(endpointId) });
const register = (endpointId = 'e1'): WebhookEndpointCommand => ({ type: 'RegisterEndpoint', data: registration(endpointId) });
const failed: WebhookEndpointEvent = { type: 'WebhookEndpointFailed', data: { endpointId: 'e1', companyId: 'c1', failingSince: AT, at: '2026-12-04T10:00:00.000Z' } };

describe('webhook endpoint decider', () => {
  it('should register an endpoint once, and refuse the eleventh', () => {
    expect(spec.given([]).when(register()).events).toEqual([registered()]);
    expect(spec.given([registered()]).when(register()).events).toEqual([]);
    const ten = Array.from({ length: MAX_WEBHOOK_ENDPOINTS }, (_, i) => registered(`e${i}`));
    expect(spec.given(ten).when(register('e99')).error).toMatchObject({ code: ErrorCode.CONFLICT, message: 'A company can have at most 10 webhook endpoints.' });
  });

  it('should change events or the switch, and record nothing when nothing changes', () => {
    const change = (events: ['alert.created', 'carrier.changed'] | null, enabled: boolean | null): WebhookEndpointCommand => ({ type: 'ChangeEndpoint', data: { endpointId: 'e1', events, enabled, byUserId: 'u1', at: AT } });
    expect(spec.given([registered()]).when(change(null, false)).events).toEqual([
      { type: 'WebhookEndpointChanged', data: { endpointId: 'e1', companyId: 'c1', events: ['alert.created'], enabled: false, byUserId: 'u1', at: AT } },
    ]);
    expect(spec.given([registered()]).when(change(['alert.created', 'carrier.changed'], null)).events).toEqual([
      { type: 'WebhookEndpointChanged', data: { endpointId: 'e1', companyId: 'c1', events: ['alert.created', 'carrier.changed'], enabled: true, byUserId: 'u1', at: AT } },
    ]);
    expect(spec.given([registered()]).when(change(null, true)).events).toEqual([]);
    expect(spec.given([]).when(change(null, true)).error).toMatchObject({ code: ErrorCode.NOT_FOUND, message: 'Webhook endpoint not found.' });
  });

  it('should roll the secret with 24 hours of overlap for the previous one', () => {
    const { events } = spec.given([registered()]).when({ type: 'RollSecret', data: { endpointId: 'e1', secret: 'whsec_two', byUserId: 'u1', at: AT } });
    expect(events).toEqual([{ type: 'WebhookSecretRolled', data: { endpointId: 'e1', companyId: 'c1', secret: 'whsec_two', previousExpiresAt: '2026-12-02T10:00:00.000Z', byUserId: 'u1', at: AT } }]);
  });

  it('should disable an endpoint only after three failing days, once, and let an ADMIN enable it again', () => {
    const disable = (at: string): WebhookEndpointCommand => ({ type: 'DisableFailingEndpoint', data: { endpointId: 'e1', failingSince: AT, at } });
    expect(spec.given([registered()]).when(disable('2026-12-04T09:59:59.000Z')).events).toEqual([]);
    expect(spec.given([registered()]).when(disable('2026-12-04T10:00:00.000Z')).events).toEqual([failed]);
    expect(spec.given([registered(), failed]).when(disable('2026-12-05T10:00:00.000Z')).events).toEqual([]);
    const enable: WebhookEndpointCommand = { type: 'ChangeEndpoint', data: { endpointId: 'e1', events: null, enabled: true, byUserId: 'u1', at: AT } };
    expect(spec.given([registered(), failed]).when(enable).events).toEqual([
      { type: 'WebhookEndpointChanged', data: { endpointId: 'e1', companyId: 'c1', events: ['alert.created'], enabled: true, byUserId: 'u1', at: AT } },
    ]);
  });
});
