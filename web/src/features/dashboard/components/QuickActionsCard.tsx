import type { ReactNode } from 'react';
import { Card } from 'antd';
import { ApiOutlined, AuditOutlined, BarChartOutlined, CloudUploadOutlined, DownloadOutlined, FileSearchOutlined, IdcardOutlined, SafetyCertificateOutlined, TruckOutlined, WarningOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../../app/routes';
import styles from './Dashboard.module.css';

function Action({ icon, title, text, onClick, to }: { icon: ReactNode; title: string; text: string; onClick?: () => void; to?: string }) {
  const content = (
    <>
      <span className={styles.linkIcon} aria-hidden>
        {icon}
      </span>
      <span>
        <span className={styles.linkTitle}>{title}</span>
        <span className={styles.linkText}>{text}</span>
      </span>
    </>
  );
  return to ? (
    <Link to={to} className={styles.link}>
      {content}
    </Link>
  ) : (
    <button type="button" className={`${styles.link} ${styles.linkButton}`} onClick={onClick}>
      {content}
    </button>
  );
}

/** Quick Actions: Bulk Upload, Export Data, Submit FreightGuard Report, API Settings; then the other tools. */
export function QuickActionsCard({ onBulkUpload, onExport, onApiSettings }: { onBulkUpload: () => void; onExport: () => void; onApiSettings: () => void }) {
  const { t } = useTranslation('dashboard');
  return (
    <Card title={t('quickActions.title')} variant="outlined" size="small" data-testid="quick-actions">
      <div className={styles.links}>
        <Action icon={<CloudUploadOutlined />} title={t('quickActions.bulkUpload')} text={t('quickActions.bulkUploadText')} onClick={onBulkUpload} />
        <Action icon={<DownloadOutlined />} title={t('quickActions.exportData')} text={t('quickActions.exportDataText')} onClick={onExport} />
        <Action icon={<WarningOutlined />} title={t('quickActions.freightguard')} text={t('quickActions.freightguardText')} to={PATHS.freightguard} />
        <Action icon={<ApiOutlined />} title={t('quickActions.apiSettings')} text={t('quickActions.apiSettingsText')} onClick={onApiSettings} />
      </div>
      <div className={styles.moreTools}>
        <span>{t('quickActions.moreTools')}</span>
        <Link to={PATHS.fmcsaIntegration}>
          <FileSearchOutlined aria-hidden /> {t('quickActions.fmcsaLookup')}
        </Link>
        <Link to={PATHS.equipmentTracker}>
          <TruckOutlined aria-hidden /> {t('quickActions.equipmentTracker')}
        </Link>
        <Link to={PATHS.complianceGenerator}>
          <SafetyCertificateOutlined aria-hidden /> {t('quickActions.compliance')}
        </Link>
        <Link to={PATHS.loadVettings}>
          <AuditOutlined aria-hidden /> {t('quickActions.loadVettings')}
        </Link>
        <Link to={PATHS.brokerDashboard}>
          <BarChartOutlined aria-hidden /> {t('quickActions.brokerDashboard')}
        </Link>
        <Link to={PATHS.carrierProfile}>
          <IdcardOutlined aria-hidden /> {t('quickActions.carrierProfile')}
        </Link>
      </div>
    </Card>
  );
}
