import { Button, Space, Tag, Typography } from 'antd';
import { PlayCircleOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../../app/routes';
import styles from './Landing.module.css';

export function LandingHero() {
  const { t } = useTranslation('landing');
  return (
    <section className={styles.hero}>
      <div className={styles.heroInner}>
        <Tag icon={<SafetyCertificateOutlined />} className={styles.heroBadge}>
          {t('hero.badge')}
        </Tag>
        <Typography.Title level={1} className={styles.heroTitle}>
          {t('hero.title')}
        </Typography.Title>
        <p className={styles.heroSubtitle}>{t('hero.subtitle')}</p>
        <Space size="middle" wrap className={styles.heroActions}>
          <Link to={`${PATHS.auth}?mode=register`}>
            <Button type="primary" size="large">
              {t('hero.primary')}
            </Button>
          </Link>
          <Link to={PATHS.demo}>
            <Button size="large" ghost icon={<PlayCircleOutlined />}>
              {t('hero.secondary')}
            </Button>
          </Link>
        </Space>
        <p className={styles.heroNote}>{t('hero.note')}</p>
      </div>
    </section>
  );
}
