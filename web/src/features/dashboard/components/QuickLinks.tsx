import { Card } from 'antd';
import { AuditOutlined, ControlOutlined, SearchOutlined, WarningOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../../app/routes';
import styles from './Dashboard.module.css';

const LINKS = [
  { key: 'search', to: PATHS.search, icon: <SearchOutlined /> },
  { key: 'freightguard', to: PATHS.freightguard, icon: <WarningOutlined /> },
  { key: 'compliance', to: PATHS.complianceGenerator, icon: <AuditOutlined /> },
  { key: 'controlPanel', to: PATHS.controlPanel, icon: <ControlOutlined /> },
] as const;

export function QuickLinks() {
  const { t } = useTranslation('dashboard');
  return (
    <Card title={t('actions.title')} variant="outlined">
      <div className={styles.links}>
        {LINKS.map((link) => (
          <Link key={link.key} to={link.to} className={styles.link}>
            <span className={styles.linkIcon} aria-hidden>
              {link.icon}
            </span>
            <span>
              <span className={styles.linkTitle}>{t(`actions.${link.key}.title`)}</span>
              <span className={styles.linkText}>{t(`actions.${link.key}.description`)}</span>
            </span>
          </Link>
        ))}
      </div>
    </Card>
  );
}
