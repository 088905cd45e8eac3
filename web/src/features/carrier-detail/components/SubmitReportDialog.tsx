import { useState } from 'react';
import { Alert, Button, Form, Input, Modal, Radio, Rate } from 'antd';
import { useTranslation } from 'react-i18next';
import { useApiErrorToast } from '../../../shared/hooks/useApiErrorToast';
import { useErrorText } from '../../../shared/hooks/useErrorText';
import { PlannedFeature } from '../../../shared/ui/PlannedFeature';
import { useToast } from '../../../shared/hooks/useToast';
import { REPORT_TYPES, type ReportType } from '../carrier-detail.types';
import { CARRIER_REPORTS_SERVED, useSubmitCarrierReportMutation } from '../carrier-detail.api';
import { useIsBroker } from '../hooks/useIsBroker';

interface ReportFormValues {
  reportType: ReportType;
  rating: number;
  comments: string;
}

/**
 * Submit Report: report type (Positive Experience, Negative Experience, Neutral/Informational), a 1-5 rating
 * and comments. Filing it e-mails the carrier its response link and opens its 24-hour response window; a negative
 * report reaches other companies once the carrier answered or the window closed (said in the dialog). Filing is a
 * broker feature: a shipper sees why it cannot file. While filing is planned, the dialog says so and sends nothing.
 */
export function SubmitReportDialog({ carrierId, companyName, open, onClose }: { carrierId: string; companyName: string; open: boolean; onClose: () => void }) {
  const { t } = useTranslation(['carrierDetail', 'reports']);
  const isBroker = useIsBroker();
  const toast = useToast();
  const showError = useApiErrorToast();
  const errorText = useErrorText();
  const [form] = Form.useForm<ReportFormValues>();
  const [submit, { isLoading }] = useSubmitCarrierReportMutation();
  const [rating, setRating] = useState(0);
  const reportType = Form.useWatch('reportType', form);

  const onFinish = (values: ReportFormValues) => {
    submit({ carrierId, reportType: values.reportType, comments: (values.comments ?? '').trim(), ...(rating > 0 ? { rating } : {}) })
      .unwrap()
      .then(() => {
        toast({ title: t('report.submitted'), description: t('report.submittedText'), variant: 'success' });
        form.resetFields();
        setRating(0);
        onClose();
      })
      .catch((error: unknown) => showError(error, { title: t('report.failed'), description: errorText(error, t('report.failedText')) }));
  };

  if (!CARRIER_REPORTS_SERVED) {
    return (
      <Modal
        open={open}
        title={t('report.title', { company: companyName })}
        onCancel={onClose}
        footer={
          <Button type="primary" onClick={onClose}>
            {t('planned.close')}
          </Button>
        }
        destroyOnHidden
      >
        <PlannedFeature title={t('planned.reportsTitle')} description={t('planned.reportsText')} testId="submit-report-planned" />
      </Modal>
    );
  }

  return (
    <Modal
      open={open}
      title={t('report.title', { company: companyName })}
      okText={t('report.submit')}
      cancelText={t('report.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={isLoading}
      okButtonProps={{ disabled: !isBroker }}
      destroyOnHidden
    >
      <p style={{ marginTop: 0, color: 'rgba(0,0,0,0.6)' }}>{t('report.intro')}</p>
      {isBroker ? null : <Alert type="warning" showIcon title={t('reports:brokersOnly')} style={{ marginBottom: 16 }} data-testid="brokers-only" />}
      {reportType === 'NEGATIVE' ? <Alert type="info" showIcon title={t('reports:fairProcess')} style={{ marginBottom: 16 }} /> : null}
      <Form<ReportFormValues> form={form} layout="vertical" name="submit-report" initialValues={{ reportType: 'NEUTRAL', comments: '' }} onFinish={onFinish}>
        <Form.Item name="reportType" label={t('report.type')} rules={[{ required: true, message: t('report.typeRequired') }]}>
          <Radio.Group
            orientation="vertical"
            options={REPORT_TYPES.map((type) => ({ value: type, label: t(`report.types.${type}`) }))}
          />
        </Form.Item>
        <Form.Item label={t('report.rating')}>
          <Rate value={rating} onChange={setRating} aria-label={t('report.rating')} />
        </Form.Item>
        <Form.Item name="comments" label={t('report.comments')} rules={[{ required: true, whitespace: true, message: t('report.commentsRequired') }]}>
          <Input.TextArea rows={4} maxLength={2000} showCount placeholder={t('report.commentsPlaceholder')} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
