import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** Verified or Pending. */
export function VerificationTag({ status, testId }: { status: 'VERIFIED' | 'PENDING'; testId?: string }) {
  const { t } = useTranslation('controlPanel');
  // i18n-keys: controlPanel:verification.*
  return (
    <Tag color={status === 'VERIFIED' ? 'success' : 'warning'} data-testid={testId} data-status={status}>
      {t(`verification.${status}`)}
    </Tag>
  );
}
