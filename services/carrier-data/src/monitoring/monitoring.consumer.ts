import type { EventBus, Subscription } from '@logiscope/infra';
import type { EventEnvelope } from '@logiscope/kernel';
import { Topics, type CarrierChanged } from '@logiscope/proto';
import type { FieldChange } from '../carrier/carrier.store';
import { alertsForChanges } from '../intelligence';
import type { AlertRepository } from './alert.repository';
import type { WatchlistRepository } from '../watchlist/watchlist.repository';
import type { VerdictWatch } from '../verdict/verdict-watch';
import type { WebhookFact } from '../webhooks/webhook-delivery.service';

export const MONITORING_GROUP = 'carrier-data.monitoring-alerts';

/**
 * Turns CarrierChanged events into alerts for every company that saved or monitors the carrier, and, with `verdicts`,
 * into verdict-change alerts and events under each company's rules. Alert ids derive from the event id, so redelivery
 * is harmless; the checkpoint moves after the writes. With `webhooks`, each watching company's endpoints get the
 * field-level change as `carrier.changed` (its id derived from the event's and the company's, so a redelivery repeats it).
 */
export function consumeCarrierChanges(
  bus: EventBus,
  watchlist: WatchlistRepository,
  alerts: AlertRepository,
  now: () => Date,
  verdicts?: VerdictWatch,
  webhooks?: { publishMany(facts: WebhookFact[]): Promise<void> },
): Promise<Subscription> {
  return bus.subscribe({
    groupId: MONITORING_GROUP,
    topics: [Topics.carrierChanges],
    handle: async (event: EventEnvelope) => {
      if (event.type !== 'CarrierChanged') return;
      const data = (event as EventEnvelope<CarrierChanged>).data;
      const watchers = await watchlist.watchers(data.dotNumber);
      if (watchers.length === 0) return;
      const before = JSON.parse(data.beforeJson) as Record<string, unknown>;
      const after = JSON.parse(data.afterJson) as Record<string, unknown>;
      const changes: FieldChange[] = data.changedFields.map((field) => ({ field: field as FieldChange['field'], before: before[field], after: after[field] }));
      const derived = alertsForChanges(changes, { now: now(), carrierName: data.legalName });
      await alerts.addMany(
        watchers.flatMap((w) =>
          derived.map((a, i) => ({
            companyId: w.companyId,
            alert: { id: `${event.eventId}:${w.companyId}:${i}`, carrierId: data.dotNumber, code: a.code, title: a.title, description: a.description, params: a.params, severity: a.severity, createdAt: event.occurredAt },
          })),
        ),
      );
      const webhookChanges = changes.map((c) => ({ field: c.field, before: c.before ?? null, after: c.after ?? null }));
      await webhooks?.publishMany(
        [...new Set(watchers.map((w) => w.companyId))].map((companyId) => ({
          companyId,
          type: 'carrier.changed' as const,
          sourceKey: `${event.eventId}:${companyId}`,
          occurredAt: event.occurredAt,
          data: { dotNumber: data.dotNumber, legalName: data.legalName, changes: webhookChanges },
        })),
      );
      await verdicts?.onCarrierChanged(event, { dotNumber: data.dotNumber, changedFields: data.changedFields, before, after }, [...new Set(watchers.map((w) => w.companyId))]);
    },
  });
}
