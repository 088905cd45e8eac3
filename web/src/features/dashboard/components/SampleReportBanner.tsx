import { Button } from 'antd';
import { FileSearchOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../../app/routes';
import styles from './Dashboard.module.css';

/** Banner to the sample carrier report at /carrier/demo. */
export function SampleReportBanner() {
  const { t } = useTranslation('dashboard');
  return (
    <div className={styles.banner}>
      <FileSearchOutlined className={styles.bannerIcon} aria-hidden />
      <div className={styles.bannerText}>
        <strong>{t('sampleReport.title')}</strong>
        <span>{t('sampleReport.description')}</span>
      </div>
      <Link to={PATHS.sampleCarrier}>
        <Button type="primary" ghost>
          {t('sampleReport.cta')}
        </Button>
      </Link>
    </div>
  );
}
