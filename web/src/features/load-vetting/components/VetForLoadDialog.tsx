import { useState } from 'react';
import { Alert, Button, Checkbox, Form, Input, Modal, Space, Typography } from 'antd';
import { AuditOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LANE_MAX, LOAD_REFERENCE_MAX, OVERRIDE_REASON_MAX } from '@logiscope/proto/http';
import type { Verdict, VettingView } from '@logiscope/proto/views';
import { PATHS } from '../../../app/routes';
import { isApiError } from '../../../api/apiError';
import { clearFieldErrors, showFieldErrors, translateErrors } from '../../../shared/forms/formErrors';
import { mapIssuesToFields } from '../../../shared/forms/serverIssues';
import { isValid } from '../../../shared/forms/validation';
import { useErrorText } from '../../../shared/hooks/useErrorText';
import { VerdictBadge } from '../../carriers/components/VerdictBadge';
import { useVetLoadMutation } from '../vetting.api';
import { VET_LOAD_FIELDS, validateVetLoad, type VetLoadValues } from '../vetting.form';
import { VettingLinks } from './VettingLinks';
import { VettingRecord } from './VettingRecord';

interface Props {
  carrierId: string;
  companyName: string;
  verdict: Pick<Verdict, 'outcome'>;
  open: boolean;
  onClose: () => void;
}

/**
 * "Vet for a load": the load reference (pickup date and lane if known), and for a Review the choice to accept it with
 * a reason. LogiScope freezes the verdict as it stands into a record; the answer is that record with its code and its
 * PDF, JSON and public links. A Fail offers no override, in the words the server would refuse one with.
 */
export function VetForLoadDialog({ carrierId, companyName, verdict, open, onClose }: Props) {
  const { t } = useTranslation(['compliance', 'errors']);
  const errorText = useErrorText();
  const [form] = Form.useForm<VetLoadValues>();
  const acceptReview = Form.useWatch('acceptReview', form);
  const [vet, { isLoading }] = useVetLoadMutation();
  const [record, setRecord] = useState<VettingView | null>(null);
  const [failure, setFailure] = useState('');

  const onFinish = async (values: VetLoadValues) => {
    setFailure('');
    const { result, body } = validateVetLoad(values, verdict.outcome);
    if (!isValid(result) || !body) {
      showFieldErrors(form, translateErrors(result.fieldErrors, t));
      return;
    }
    try {
      const saved = await vet({ carrierId, body }).unwrap();
      // Reset while the form is on screen (the answer replaces it): the next opening starts blank.
      form.resetFields();
      setRecord(saved);
    } catch (error) {
      if (isApiError(error)) showFieldErrors(form, mapIssuesToFields(error.issues, VET_LOAD_FIELDS, t).fieldErrors);
      setFailure(errorText(error, t('vetting.dialog.failed')));
    }
  };

  const close = () => {
    setRecord(null);
    setFailure('');
    onClose();
  };

  return (
    <Modal
      open={open}
      onCancel={close}
      title={t('vetting.dialog.title', { company: companyName })}
      footer={null}
      width={record ? 900 : 560}
      destroyOnHidden
      data-testid="vet-dialog"
    >
      {record ? (
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          <Alert type="success" showIcon title={t('vetting.dialog.recorded', { code: record.code })} data-testid="vet-recorded" />
          <VettingRecord record={record} actions={<VettingLinks code={record.code} dotNumber={record.dotNumber} />} />
          <Space wrap>
            <Button type="primary" onClick={close}>
              {t('vetting.dialog.done')}
            </Button>
            <Link to={PATHS.loadVettings}>{t('vetting.dialog.history')}</Link>
          </Space>
        </Space>
      ) : (
        <Form<VetLoadValues>
          form={form}
          name="vetLoad"
          layout="vertical"
          noValidate
          initialValues={{ loadReference: '', pickupDate: '', lane: '', acceptReview: false, overrideReason: '' }}
          onFinish={(values) => void onFinish(values)}
          onValuesChange={(changed) => clearFieldErrors(form, Object.keys(changed))}
          disabled={isLoading}
        >
          <Typography.Paragraph type="secondary">{t('vetting.dialog.intro')}</Typography.Paragraph>
          <Typography.Paragraph>
            {t('vetting.dialog.verdictNow')} <VerdictBadge verdict={verdict} testId="vet-verdict" />
          </Typography.Paragraph>
          <Form.Item name="loadReference" label={t('vetting.dialog.loadReference')} required>
            <Input autoComplete="off" maxLength={LOAD_REFERENCE_MAX} placeholder={t('vetting.dialog.loadReferencePlaceholder')} data-testid="vet-load-reference" />
          </Form.Item>
          <Form.Item name="pickupDate" label={t('vetting.dialog.pickupDate')}>
            <Input type="date" data-testid="vet-pickup-date" style={{ maxWidth: 220 }} />
          </Form.Item>
          <Form.Item name="lane" label={t('vetting.dialog.lane')}>
            <Input autoComplete="off" maxLength={LANE_MAX} placeholder={t('vetting.dialog.lanePlaceholder')} data-testid="vet-lane" />
          </Form.Item>
          {verdict.outcome === 'REVIEW' ? (
            <>
              <Form.Item name="acceptReview" valuePropName="checked">
                <Checkbox data-testid="vet-accept-review">{t('vetting.dialog.acceptReview')}</Checkbox>
              </Form.Item>
              {acceptReview ? (
                <Form.Item name="overrideReason" label={t('vetting.dialog.overrideReason')} required extra={t('vetting.dialog.overrideReasonHint')}>
                  <Input autoComplete="off" maxLength={OVERRIDE_REASON_MAX} data-testid="vet-override-reason" />
                </Form.Item>
              ) : null}
            </>
          ) : null}
          {verdict.outcome === 'FAIL' ? (
            <Alert type="error" showIcon style={{ marginBottom: 16 }} title={t('errors:VETTING_FAIL_NOT_OVERRIDABLE')} description={t('vetting.dialog.failRecorded')} data-testid="vet-fail" />
          ) : null}
          {failure ? <Alert type="error" showIcon style={{ marginBottom: 16 }} title={failure} data-testid="vet-failure" /> : null}
          <Space wrap size="middle">
            <Button type="primary" htmlType="submit" icon={<AuditOutlined />} loading={isLoading} data-testid="vet-submit">
              {t('vetting.dialog.submit')}
            </Button>
            <Link to={`${PATHS.loadVettings}?${new URLSearchParams({ carrierId })}`} data-testid="vet-carrier-history">
              {t('vetting.dialog.carrierHistory')}
            </Link>
          </Space>
        </Form>
      )}
    </Modal>
  );
}
