import { useTranslation } from 'react-i18next';
import { AUTHORITY_STATUS_TONE, authorityStatusOf } from '../carrier.rules';
import { ToneTag } from './ToneTag';

/**
 * A motor-carrier authority status: Active green, Pending yellow, Inactive / Revoked / Withdrawn / None red, Unknown
 * grey. `scope="company"` (the default) words NONE "No motor-carrier authority" and explains NONE and UNKNOWN on
 * hover; `scope="record"` is one docket's or the USDOT number's status, where NONE is just "None".
 */
export function AuthorityStatusBadge({ status, testId, scope = 'company' }: { status: string | null | undefined; testId?: string; scope?: 'company' | 'record' }) {
  const { t } = useTranslation('carriers');
  const code = authorityStatusOf(status);
  const label = scope === 'record' && code === 'NONE' ? t('authorityStatus.NONE_RECORD') : t(`authorityStatus.${code}`);
  const hint = scope === 'company' && (code === 'NONE' || code === 'UNKNOWN') ? t(`authorityHint.${code}`) : undefined;
  return (
    <ToneTag tone={AUTHORITY_STATUS_TONE[code]} testId={testId} title={hint}>
      <span data-status={code}>{label}</span>
    </ToneTag>
  );
}
