import { ApiClient, eventually, registration } from './http-client';

/**
 * A new distributed installation's security-tracking first reads the broker's login-attempt topic from its beginning
 * (every installation that shared the broker): until it has, the shared database is busy and calls may time out. A
 * fresh account's own sign-in showing on Login Tracking says it has caught up. For suites that start a distributed
 * server on a broker other runs used.
 */
export async function securityTrackingCaughtUp(baseUrl: string): Promise<void> {
  const c = new ApiClient(baseUrl);
  await eventually(() => c.post('/api/auth/register', registration()), (r) => r.status === 201, 'a registration', 120_000);
  await eventually(
    () => c.get('/api/login-tracking'),
    (r) => r.status === 200 && (r.body.records as unknown[]).length > 0,
    'security-tracking to catch up with the login-attempt topic',
    420_000,
  );
}
