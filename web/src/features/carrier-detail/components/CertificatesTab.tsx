import { Button, Card, Flex, Space, Tooltip, Typography } from 'antd';
import { DownloadOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CertificateView } from '@logiscope/proto/views';
import { useApiErrorToast } from '../../../shared/hooks/useApiErrorToast';
import { useErrorText } from '../../../shared/hooks/useErrorText';
import { useToast } from '../../../shared/hooks/useToast';
import { formatDate } from '../../../shared/utils/dates';
import type { Carrier } from '../../carriers/carrier.types';
import { useDownloadCertificateMutation, useIssueCertificateMutation, useListCarrierCertificatesQuery } from '../../compliance-generator/compliance.api';
import { saveObjectUrl } from '../../../shared/utils/download';
import styles from './CarrierDetail.module.css';

/** The sample report's carrier (/carrier/demo) is made up: its tag cannot be generated. */
const isSample = (carrier: Carrier) => !/^\d+$/.test(carrier.id);

/**
 * Certificates: Generate Tag issues a due-diligence certificate (a PDF recording what the company sees of the carrier
 * now, signed by the server, with a verification code and URL); the company's certificates for this carrier, each
 * downloadable and checkable on its public /verify page.
 */
export function CertificatesTab({ carrier }: { carrier: Carrier }) {
  const { t } = useTranslation('carrierDetail');
  const sample = isSample(carrier);
  return (
    <Card variant="outlined" title={t('tabs.certificates')}>
      <div className={styles.certificate}>
        <SafetyCertificateOutlined className={styles.certificateIcon} aria-hidden />
        <div style={{ flex: 1 }}>
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
          {sample ? (
            <Tooltip title={t('sample.actionsHint')}>
              <span className={styles.disabledWrap} tabIndex={0}>
                <Button type="primary" icon={<SafetyCertificateOutlined />} disabled data-testid="generate-tag">
                  {t('certificates.generate')}
                </Button>
              </span>
            </Tooltip>
          ) : (
            <LiveCertificates carrierId={carrier.id} />
          )}
        </div>
      </div>
    </Card>
  );
}

function LiveCertificates({ carrierId }: { carrierId: string }) {
  const { t } = useTranslation('carrierDetail');
  const { t: tc, i18n } = useTranslation('compliance');
  const toast = useToast();
  const errorToast = useApiErrorToast();
  const errorText = useErrorText();
  const { data: certificates = [] } = useListCarrierCertificatesQuery(carrierId);
  const [issue, { isLoading: issuing }] = useIssueCertificateMutation();
  const [download, { isLoading: downloading, originalArgs: downloadingCode }] = useDownloadCertificateMutation();

  const save = async (code: string, dotNumber: string) => {
    try {
      saveObjectUrl(await download(code).unwrap(), `due-diligence-certificate-${dotNumber}-${code}.pdf`);
    } catch (error) {
      errorToast(error, { title: tc('toasts.failedTitle'), description: errorText(error, tc('toasts.downloadFailedText')) });
    }
  };

  const generate = async () => {
    try {
      const certificate = await issue(carrierId).unwrap();
      toast({ title: tc('certificates.generatedTitle'), description: tc('certificates.generatedText', { code: certificate.code }), variant: 'success' });
      await save(certificate.code, certificate.dotNumber);
    } catch (error) {
      errorToast(error, { title: tc('toasts.failedTitle'), description: errorText(error, tc('certificates.failedText')) });
    }
  };

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Button type="primary" icon={<SafetyCertificateOutlined />} loading={issuing} onClick={() => void generate()} data-testid="generate-tag">
        {t('certificates.generate')}
      </Button>
      <Typography.Text strong>{tc('certificates.history')}</Typography.Text>
      {certificates.length === 0 ? (
        <Typography.Text type="secondary">{tc('certificates.none')}</Typography.Text>
      ) : (
        <ul data-testid="certificates" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {certificates.map((c: CertificateView) => (
            <li key={c.code} data-testid="certificate" style={{ padding: '8px 0', borderBottom: '1px solid rgba(5, 5, 5, 0.06)' }}>
              <Flex gap={12} align="center" wrap justify="space-between">
                <Flex vertical>
                  <Typography.Text strong data-testid="certificate-code">
                    {tc('certificates.code', { code: c.code })}
                  </Typography.Text>
                  <Typography.Text type="secondary">{tc('certificates.issued', { date: formatDate(c.issuedAt, i18n.language, true), name: c.issuedBy })}</Typography.Text>
                </Flex>
                <Space>
                  <Button size="small" icon={<DownloadOutlined />} loading={downloading && downloadingCode === c.code} onClick={() => void save(c.code, c.dotNumber)}>
                    {tc('certificates.download')}
                  </Button>
                  <Link to={`/verify/${encodeURIComponent(c.code)}`}>{tc('certificates.verify')}</Link>
                </Space>
              </Flex>
            </li>
          ))}
        </ul>
      )}
    </Space>
  );
}
