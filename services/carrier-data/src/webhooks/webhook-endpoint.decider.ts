import { assertNever, Refused, type Decider } from '@logiscope/kernel';
import type { WebhookEndpointEvent, WebhookEndpointRegistered } from '@logiscope/proto';
import type { WebhookEventType } from '@logiscope/proto/views';

/** One stream per company: its endpoint rules (how many) are decided on one consistent history. */
export type WebhookEndpointsStreamId = `webhook-endpoints:${string}`;
export const webhookEndpointsStream = (companyId: string): WebhookEndpointsStreamId => `webhook-endpoints:${companyId}`;

/** Enough for every TMS and environment of a company; each endpoint costs a delivery per event. */
export const MAX_WEBHOOK_ENDPOINTS = 10;

/** During a roll the previous secret keeps signing this long, so receivers can switch without missing a delivery. */
export const SECRET_OVERLAP_MS = 24 * 60 * 60 * 1000;

/** An endpoint whose deliveries fail this long is disabled (and its admins mailed). */
export const FAILING_DISABLES_AFTER_MS = 3 * 24 * 60 * 60 * 1000;

export type WebhookEndpointCommand =
  | { type: 'RegisterEndpoint'; data: WebhookEndpointRegistered['data'] }
  /** events null: unchanged; enabled null: unchanged. */
  | { type: 'ChangeEndpoint'; data: { endpointId: string; events: WebhookEventType[] | null; enabled: boolean | null; byUserId: string; at: string } }
  | { type: 'RollSecret'; data: { endpointId: string; secret: string; byUserId: string; at: string } }
  /** From the delivery worker: failing since failingSince; decided only once three days have passed (`at`). */
  | { type: 'DisableFailingEndpoint'; data: { endpointId: string; failingSince: string; at: string } };

interface EndpointState {
  events: WebhookEventType[];
  enabled: boolean;
  failing: boolean;
}

export interface WebhookEndpointsState {
  /** Set by the first registration (the stream is the company's). */
  companyId: string;
  endpoints: Record<string, EndpointState>;
}

/** The company holds the most endpoints it may; the endpoint is not the company's. */
export type WebhookEndpointRefusal = 'ENDPOINT_LIMIT' | 'ENDPOINT_NOT_FOUND';

const sameEvents = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/** A company's webhook endpoints: registered, changed and rolled by its ADMINs, disabled by LogiScope after three failing days. Pure. */
export const webhookEndpointDecider: Decider<WebhookEndpointCommand, WebhookEndpointsState, WebhookEndpointEvent> = {
  initialState: () => ({ companyId: '', endpoints: {} }),

  decide(command, state) {
    switch (command.type) {
      case 'RegisterEndpoint': {
        if (state.endpoints[command.data.endpointId]) return [];
        if (Object.keys(state.endpoints).length >= MAX_WEBHOOK_ENDPOINTS) throw new Refused<WebhookEndpointRefusal>('ENDPOINT_LIMIT');
        return [{ type: 'WebhookEndpointRegistered', data: command.data }];
      }
      case 'ChangeEndpoint': {
        const { endpointId, byUserId, at } = command.data;
        const current = state.endpoints[endpointId];
        if (!current) throw new Refused<WebhookEndpointRefusal>('ENDPOINT_NOT_FOUND');
        const events = command.data.events ?? current.events;
        const enabled = command.data.enabled ?? (current.enabled && !current.failing);
        // Enabling a failing endpoint is a change (it starts afresh) even though "enabled" was already recorded.
        const wasOn = current.enabled && !current.failing;
        if (sameEvents(events, current.events) && enabled === wasOn) return [];
        return [{ type: 'WebhookEndpointChanged', data: { endpointId, companyId: state.companyId, events, enabled, byUserId, at } }];
      }
      case 'RollSecret': {
        const { endpointId, secret, byUserId, at } = command.data;
        if (!state.endpoints[endpointId]) throw new Refused<WebhookEndpointRefusal>('ENDPOINT_NOT_FOUND');
        const previousExpiresAt = new Date(Date.parse(at) + SECRET_OVERLAP_MS).toISOString();
        return [{ type: 'WebhookSecretRolled', data: { endpointId, companyId: state.companyId, secret, previousExpiresAt, byUserId, at } }];
      }
      case 'DisableFailingEndpoint': {
        const { endpointId, failingSince, at } = command.data;
        const current = state.endpoints[endpointId];
        if (!current || !current.enabled || current.failing) return [];
        if (Date.parse(at) - Date.parse(failingSince) < FAILING_DISABLES_AFTER_MS) return [];
        return [{ type: 'WebhookEndpointFailed', data: { endpointId, companyId: state.companyId, failingSince, at } }];
      }
      default:
        return assertNever(command);
    }
  },

  evolve(state, event) {
    const endpoints = { ...state.endpoints };
    switch (event.type) {
      case 'WebhookEndpointRegistered':
        endpoints[event.data.endpointId] = { events: event.data.events, enabled: event.data.enabled, failing: false };
        return { companyId: event.data.companyId, endpoints };
      case 'WebhookEndpointChanged': {
        const current = endpoints[event.data.endpointId];
        if (current) endpoints[event.data.endpointId] = { events: event.data.events, enabled: event.data.enabled, failing: false };
        return { ...state, endpoints };
      }
      case 'WebhookSecretRolled':
        return state;
      case 'WebhookEndpointFailed': {
        const current = endpoints[event.data.endpointId];
        if (current) endpoints[event.data.endpointId] = { ...current, failing: true };
        return { ...state, endpoints };
      }
      default:
        return assertNever(event);
    }
  },
};
