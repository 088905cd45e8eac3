import { Alert, Button, Card, Form, InputNumber, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { codeOfMessage } from '@logiscope/proto/http';
import { errorText as ruleText } from '../../../shared/errors/errorText';
import { useApiErrorToast } from '../../../shared/hooks/useApiErrorToast';
import { useErrorText } from '../../../shared/hooks/useErrorText';
import { useToast } from '../../../shared/hooks/useToast';
import { useExtendTrialMutation, type SubscriptionStatusValue } from '../subscription.api';
import { dateText, extensionDaysError, TRIAL_EXTENSION_DEFAULT_DAYS } from '../subscription.rules';

interface Values {
  additionalDays: number | null;
}

/** Extend trial (admins): 1 to 365 days, default 30, the spec's messages; 'Extension Failed' with the server's message. */
export function ExtendTrialForm({ companyId, status }: { companyId: string; status: SubscriptionStatusValue }) {
  const { t, i18n } = useTranslation(['subscription', 'errors']);
  const toast = useToast();
  const showError = useApiErrorToast();
  const errorText = useErrorText();
  const [form] = Form.useForm<Values>();
  const [extend, { isLoading }] = useExtendTrialMutation();

  const onFinish = async ({ additionalDays }: Values) => {
    const problem = extensionDaysError(additionalDays);
    if (problem) {
      form.setFields([{ name: 'additionalDays', errors: [ruleText(t, { code: codeOfMessage(problem), message: problem })] }]);
      return;
    }
    try {
      const plan = await extend({ companyId, additionalDays: additionalDays! }).unwrap();
      toast({ title: t('toast.extended'), description: t('toast.extendedText', { date: dateText(plan.trialEndDate, i18n.language) ?? '' }), variant: 'success' });
    } catch (error) {
      showError(error, { title: t('toast.extensionFailed'), description: errorText(error, t('toast.extensionFailedText')) });
    }
  };

  return (
    <Card variant="outlined" title={t('extend.title')} data-testid="extend-trial">
      <Typography.Paragraph type="secondary">{t('extend.intro')}</Typography.Paragraph>
      {status !== 'TRIAL' ? <Alert type="info" showIcon message={t('extend.onlyInTrial')} style={{ marginBottom: 12 }} /> : null}
      <Form<Values>
        form={form}
        layout="inline"
        noValidate
        initialValues={{ additionalDays: TRIAL_EXTENSION_DEFAULT_DAYS }}
        onFinish={(values) => void onFinish(values)}
        onValuesChange={() => form.setFields([{ name: 'additionalDays', errors: [] }])}
        disabled={isLoading || status !== 'TRIAL'}
      >
        <Form.Item name="additionalDays" label={t('extend.days')}>
          <InputNumber data-testid="extend-days" style={{ width: 120 }} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={isLoading} data-testid="extend-submit">
          {t('extend.submit')}
        </Button>
      </Form>
    </Card>
  );
}
