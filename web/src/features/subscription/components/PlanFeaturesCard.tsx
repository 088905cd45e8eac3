import { Card, List } from 'antd';
import { CheckOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

const FEATURES = ['search', 'reports', 'compliance', 'team', 'contact', 'fmcsa'] as const;

/** The plan's features (the same six the control panel's Platform Features card lists). */
export function PlanFeaturesCard() {
  const { t } = useTranslation('subscription');
  return (
    <Card variant="outlined" title={t('features.title')} data-testid="plan-features">
      <List
        size="small"
        dataSource={FEATURES.map((key) => t(`features.${key}`))}
        renderItem={(text) => (
          <List.Item>
            <CheckOutlined style={{ color: '#16a34a', marginRight: 8 }} />
            {text}
          </List.Item>
        )}
      />
    </Card>
  );
}
