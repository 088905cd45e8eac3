import { Alert } from 'antd';
import { ClockCircleOutlined } from '@ant-design/icons';
import { useRemainingText } from '../hooks/useRemainingText';

/** 'Time remaining to respond: H hours M minutes' (minutes only under an hour; 'Expired' once passed). */
export function RemainingTimeBanner({ deadline }: { deadline: string }) {
  const text = useRemainingText(deadline, { hours: 'reports:portal.remaining', minutes: 'reports:portal.remainingMinutes', expired: 'reports:portal.expired' });
  return <Alert type="warning" showIcon icon={<ClockCircleOutlined />} title={text} data-testid="remaining-time" style={{ margin: '16px 0' }} />;
}
