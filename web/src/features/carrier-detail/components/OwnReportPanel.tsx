import { Alert, Button, Input, Popconfirm, Space, Typography } from 'antd';
import { CopyOutlined, DeleteOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useApiErrorToast } from '../../../shared/hooks/useApiErrorToast';
import { useErrorText } from '../../../shared/hooks/useErrorText';
import { useToast } from '../../../shared/hooks/useToast';
import type { CarrierReport } from '../carrier-detail.types';
import { useRetractCarrierReportMutation } from '../reports.api';

/**
 * What only the reporting company sees on its own report: the carrier's response link (e-mailed to the census address,
 * or to forward when FMCSA has none), the responder's contact, and Retract.
 */
export function OwnReportPanel({ report }: { report: CarrierReport }) {
  const { t } = useTranslation('reports');
  const toast = useToast();
  const showError = useApiErrorToast();
  const errorText = useErrorText();
  const [retract, { isLoading }] = useRetractCarrierReportMutation();
  const link = report.responseLink ? `${window.location.origin}${report.responseLink}` : '';

  const copy = () => {
    void navigator.clipboard?.writeText(link).then(() => toast({ title: t('link.copied'), variant: 'success' }));
  };
  const onRetract = () =>
    retract({ id: report.id, carrierId: report.carrierId })
      .unwrap()
      .then(() => toast({ title: t('retract.done'), description: t('retract.doneText'), variant: 'success' }))
      .catch((error: unknown) => showError(error, { title: t('retract.failed'), description: errorText(error, t('retract.failedText')) }));

  return (
    <Space orientation="vertical" size={8} style={{ width: '100%', marginTop: 8 }}>
      {link && report.windowState === 'OPEN' ? (
        <Alert
          type={report.carrierNotified ? 'info' : 'warning'}
          showIcon
          title={t('link.title')}
          description={
            <Space orientation="vertical" size={4} style={{ width: '100%' }}>
              <span>{report.carrierNotified ? t('link.mailed') : t('link.notMailed')}</span>
              <Space.Compact style={{ width: '100%' }}>
                <Input readOnly value={link} aria-label={t('link.title')} data-testid="response-link" />
                <Button icon={<CopyOutlined />} onClick={copy}>
                  {t('link.copy')}
                </Button>
              </Space.Compact>
            </Space>
          }
        />
      ) : null}
      {report.responderContact ? (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {report.responderContact.phone
            ? t('response.contactPhone', { email: report.responderContact.email, phone: report.responderContact.phone })
            : t('response.contact', { email: report.responderContact.email })}
        </Typography.Text>
      ) : null}
      <Popconfirm title={t('retract.confirm')} description={t('retract.confirmText')} okText={t('retract.ok')} cancelText={t('retract.cancel')} onConfirm={onRetract}>
        <Button size="small" danger icon={<DeleteOutlined />} loading={isLoading} data-testid="retract-report">
          {t('retract.action')}
        </Button>
      </Popconfirm>
    </Space>
  );
}
