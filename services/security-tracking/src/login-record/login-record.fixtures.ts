import type { EventEnvelope } from '@logiscope/kernel';
import type { LoginAttempted } from '@logiscope/proto';

/** A LoginAttempted as the log hands it to the login-record specs: attempt 1, at 2026-11-21 10:00 UTC. */
export const loginAttempted = (eventId: string, data: LoginAttempted['data']): EventEnvelope<LoginAttempted> => ({
  eventId,
  type: 'LoginAttempted',
  schemaVersion: 1,
  streamId: 'login-attempt:1',
  streamVersion: 1,
  occurredAt: '2026-11-21T10:00:00.000Z',
  metadata: {},
  data,
});
