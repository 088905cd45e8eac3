import { Button, Card, Tooltip, Typography } from 'antd';
import { SafetyCertificateOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Carrier } from '../../carriers/carrier.types';
import styles from './CarrierDetail.module.css';

/** Certificates: the due diligence certificate; Generate Tag is planned with compliance documents. */
export function CertificatesTab({ carrier }: { carrier: Carrier }) {
  const { t } = useTranslation('carrierDetail');
  return (
    <Card variant="outlined" title={t('tabs.certificates')}>
      <div className={styles.certificate}>
        <SafetyCertificateOutlined className={styles.certificateIcon} aria-hidden />
        <div>
          <Typography.Title level={4} style={{ marginTop: 0 }}>
            {t('certificates.title')}
          </Typography.Title>
          <Typography.Paragraph type="secondary">{t('certificates.text', { company: carrier.companyName || carrier.legalName })}</Typography.Paragraph>
          <ul className={styles.certificateList}>
            <li>{t('certificates.points.authority')}</li>
            <li>{t('certificates.points.insurance')}</li>
            <li>{t('certificates.points.safety')}</li>
            <li>{t('certificates.points.signals')}</li>
          </ul>
          <Tooltip title={t('certificates.planned')}>
            <span className={styles.disabledWrap} tabIndex={0} aria-describedby="generate-tag-hint">
              <Button type="primary" icon={<SafetyCertificateOutlined />} disabled data-testid="generate-tag">
                {t('certificates.generate')}
              </Button>
            </span>
          </Tooltip>
          <p id="generate-tag-hint" className={styles.cardIntro} style={{ marginTop: 8 }}>
            {t('certificates.planned')}
          </p>
        </div>
      </div>
    </Card>
  );
}
