import { Card } from 'antd';
import { CheckCircleFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { DEMO_FEATURE_IDS } from '../demo.slides';
import styles from './Demo.module.css';

/** The spec's Platform Features card: six features. */
export function PlatformFeaturesCard() {
  const { t } = useTranslation('demo');
  return (
    <Card title={t('features.title')} variant="outlined" data-testid="demo-features">
      <ul className={styles.features}>
        {DEMO_FEATURE_IDS.map((id) => (
          <li key={id} className={styles.feature} data-testid={`demo-feature-${id}`}>
            <CheckCircleFilled className={styles.featureIcon} aria-hidden />
            <span>{t(`features.${id}`)}</span>
          </li>
        ))}
      </ul>
    </Card>
  );
}
