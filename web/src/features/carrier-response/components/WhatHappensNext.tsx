import { Card } from 'antd';
import { useTranslation } from 'react-i18next';

const STEPS = ['published', 'notified', 'bothViews', 'removal'] as const;

/** The spec's what-happens-next list. */
export function WhatHappensNext() {
  const { t } = useTranslation('reports');
  return (
    <Card variant="outlined" size="small" title={t('portal.nextTitle')} style={{ marginTop: 16 }} data-testid="what-happens-next">
      <ol style={{ margin: 0, paddingLeft: 20 }}>
        {STEPS.map((step) => (
          <li key={step}>{t(`portal.next.${step}`)}</li>
        ))}
      </ol>
    </Card>
  );
}
