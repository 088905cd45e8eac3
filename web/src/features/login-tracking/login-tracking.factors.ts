import type { LoginRecordView } from '@logiscope/proto/views';
import type { Translate } from '../../shared/errors/errorText';

export type LoginRiskFactor = LoginRecordView['riskFactors'][number];

/**
 * A sign-in risk factor in the reader's language: `loginTracking:factors.<code>` with the server's params (`context`
 * picks a variant such as VPN_org). The server's English `detail` for a record assessed before params existed, or for
 * a code this build does not word yet.
 */
export function factorText(t: Translate, factor: LoginRiskFactor): string {
  if (!factor.params) return factor.detail;
  const { context, ...values } = factor.params;
  // i18n-keys: loginTracking:factors.*
  return t(`loginTracking:factors.${factor.code}`, { ...values, ...(context ? { context } : {}), defaultValue: factor.detail });
}
