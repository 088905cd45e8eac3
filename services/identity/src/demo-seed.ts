import { randomUUID } from 'node:crypto';
import { handleCommand } from '@logiscope/infra';
import type { IdentityApplication } from './identity.service';
import { hashPassword } from './identity.service';
import { userDecider, userStream } from './user/user.decider';
import type { IdentityDeps } from './identity.service';

export const DEMO_PASSWORD = 'LogiScope-demo-2026';
export const DEMO_ADMIN_EMAIL = 'admin@demo.logiscope.dev';
export const DEMO_USER_EMAIL = 'user@demo.logiscope.dev';

/** A seeded account: its credentials, and ids for the services that set the demo up further (billing starts its trial). */
export interface SeededAccount {
  email: string;
  password: string;
  role: string;
  userId: string;
  companyId: string;
  companyName: string;
}

/**
 * First start only: a demo broker company with an admin and a user. Returns the credentials when it
 * seeded, null when the demo accounts already exist.
 */
export async function seedDemoCompany(app: IdentityApplication, deps: IdentityDeps): Promise<SeededAccount[] | null> {
  if ((await deps.events.readStream(userStream(DEMO_ADMIN_EMAIL))).version > 0) return null;
  const admin = await app.register({
    firstName: 'Dana',
    lastName: 'Admin',
    email: DEMO_ADMIN_EMAIL,
    password: DEMO_PASSWORD,
    confirmPassword: DEMO_PASSWORD,
    companyName: 'Demo Freight Brokerage LLC',
    companyType: 'BROKER',
    mcNumber: 'MC-123456B',
    dotNumber: '1234567',
    ipAddress: '127.0.0.1',
    userAgent: 'logiscope-seed',
    sessionId: '',
  });
  const userId = randomUUID();
  const { position } = await handleCommand(deps.events, userStream(DEMO_USER_EMAIL), userDecider, {
    type: 'RegisterUser',
    data: {
      userId,
      email: DEMO_USER_EMAIL,
      firstName: 'Uri',
      lastName: 'User',
      passwordHash: await hashPassword(DEMO_PASSWORD),
      companyId: admin.companyId,
      role: 'USER',
    },
  }, { metadata: { userId, companyId: admin.companyId } });
  deps.onAppended?.();
  await deps.projector.caughtUp(position);
  const company = { companyId: admin.companyId, companyName: admin.company?.companyName ?? '' };
  return [
    { email: DEMO_ADMIN_EMAIL, password: DEMO_PASSWORD, role: 'ADMIN', userId: admin.id, ...company },
    { email: DEMO_USER_EMAIL, password: DEMO_PASSWORD, role: 'USER', userId, ...company },
  ];
}
