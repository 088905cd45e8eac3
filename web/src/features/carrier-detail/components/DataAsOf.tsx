import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '../../../shared/hooks/useDateFormat';

/** Where a filing row comes from and how fresh it is: "Motus Carrier · as of Oct 8, 2025" (either part alone when the other is missing). */
export function DataAsOf({ source, asOf }: { source: string | null | undefined; asOf: string | null | undefined }) {
  const { t } = useTranslation('carrierDetail');
  const formatDate = useDateFormat();
  const date = formatDate(asOf);
  const text = source && date ? t('safety.dataAsOf', { source, date }) : date ? t('safety.asOf', { date }) : source || '—';
  return (
    <Typography.Text type="secondary" data-testid="data-as-of" style={{ whiteSpace: 'nowrap' }}>
      {text}
    </Typography.Text>
  );
}
