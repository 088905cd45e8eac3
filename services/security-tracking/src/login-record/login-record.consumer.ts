import type { EventBus, Subscription } from '@logiscope/infra';
import type { EventEnvelope } from '@logiscope/kernel';
import { Topics, type LoginAttempted } from '@logiscope/proto';
import { toLoginRecord } from './login-record.projection';
import type { LoginRecordRepository } from './login-record.repository';

export const SECURITY_TRACKING_GROUP = 'security-tracking.login-records';

/** Stores one login record per LoginAttempted; the checkpoint moves only after the write. */
export function consumeLoginAttempts(bus: EventBus, repository: LoginRecordRepository): Promise<Subscription> {
  return bus.subscribe({
    groupId: SECURITY_TRACKING_GROUP,
    topics: [Topics.identityLoginAttempts],
    handle: async (event: EventEnvelope) => {
      if (event.type !== 'LoginAttempted') return;
      await repository.record(toLoginRecord(event as EventEnvelope<LoginAttempted>));
    },
  });
}
