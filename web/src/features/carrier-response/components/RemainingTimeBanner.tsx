import { Alert } from 'antd';
import { ClockCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useRemainingText } from '../hooks/useRemainingText';

/**
 * 'Time remaining to respond: H hours M minutes' (minutes only under an hour; 'Expired' once passed). No deadline yet
 * (the carrier has not been e-mailed): its 24 hours start with that e-mail.
 */
export function RemainingTimeBanner({ deadline }: { deadline: string }) {
  const { t } = useTranslation('reports');
  const left = useRemainingText(deadline, { hours: 'reports:portal.remaining', minutes: 'reports:portal.remainingMinutes', expired: 'reports:portal.expired' });
  const text = deadline ? left : t('notice.portalBanner');
  return <Alert type="warning" showIcon icon={<ClockCircleOutlined />} title={text} data-testid="remaining-time" style={{ margin: '16px 0' }} />;
}
