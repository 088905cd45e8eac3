import { useTranslation } from 'react-i18next';
import { INSURANCE_STATUS_TONE, insuranceStatusOf } from '../carrier.rules';
import { ToneTag } from './ToneTag';

/** BI&PD liability: Active / Valid green, Expires soon / Expired yellow, Inactive / Revoked / None red, Unknown grey; None and Unknown explained on hover. */
export function InsuranceStatusBadge({ status, testId }: { status: string | null | undefined; testId?: string }) {
  const { t } = useTranslation('carriers');
  const code = insuranceStatusOf(status);
  const hint = code === 'NONE' || code === 'UNKNOWN' ? t(`insuranceHint.${code}`) : undefined;
  return (
    <ToneTag tone={INSURANCE_STATUS_TONE[code]} testId={testId} title={hint}>
      <span data-status={code}>{t(`insuranceStatus.${code}`)}</span>
    </ToneTag>
  );
}
