import { IdentityService } from '@logiscope/identity/api';
import { DomainError, ErrorCode, isDomainError } from '@logiscope/kernel';
import type { GatewayDeps } from '../app.module';

/**
 * The platform operator's account, from configuration (OPERATOR_EMAIL / OPERATOR_PASSWORD), created at start before
 * the server listens: its e-mail is then taken, so no self-registration can ever claim the role.
 */
export async function seedOperator({ config, registry }: GatewayDeps): Promise<void> {
  const { email, password } = config.operator;
  if (!email || !password) return;
  try {
    await registry.client(IdentityService).register({
      firstName: 'Platform',
      lastName: 'Operator',
      email,
      password,
      confirmPassword: password,
      companyName: 'LogiScope Operations',
      companyType: 'SHIPPER',
      mcNumber: '',
      dotNumber: '',
      ipAddress: '127.0.0.1',
      userAgent: 'logiscope-seed',
      sessionId: '',
    });
    if (config.operator.printed) console.log(`Platform operator: ${email} / ${password}`);
  } catch (e) {
    if (isDomainError(e) && e.code === ErrorCode.CONFLICT) return;
    throw e instanceof DomainError ? new Error(`Cannot seed the platform operator ${email}: ${e.message}`) : e;
  }
}
