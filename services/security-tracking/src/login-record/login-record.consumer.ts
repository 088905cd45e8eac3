import type { EventBus, Subscription } from '@logiscope/infra';
import type { EventEnvelope } from '@logiscope/kernel';
import { Topics, type LoginAttempted } from '@logiscope/proto';
import type { LoginRiskService } from '../login-risk/login-risk.service';

export const SECURITY_TRACKING_GROUP = 'security-tracking.login-records';

/** Assesses and stores one login record per LoginAttempted; the checkpoint moves only after the write. */
export function consumeLoginAttempts(bus: EventBus, risk: LoginRiskService): Promise<Subscription> {
  return bus.subscribe({
    groupId: SECURITY_TRACKING_GROUP,
    topics: [Topics.identityLoginAttempts],
    handle: async (event: EventEnvelope) => {
      if (event.type !== 'LoginAttempted') return;
      await risk.handle(event as EventEnvelope<LoginAttempted>);
    },
  });
}
