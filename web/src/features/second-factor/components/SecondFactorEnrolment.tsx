import { useState } from 'react';
import { Button, Form, Input, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SecondFactorEnrolmentView } from '@logiscope/proto/views';
import { isApiError } from '../../../api/apiError';
import { useApiErrorToast } from '../../../shared/hooks/useApiErrorToast';
import { useErrorText } from '../../../shared/hooks/useErrorText';
import { useConfirmSecondFactorEnrolmentMutation, useStartSecondFactorEnrolmentMutation } from '../second-factor.api';
import { QrCode } from './QrCode';
import { RecoveryCodes } from './RecoveryCodes';

/**
 * Turning two-factor sign-in on: start (a new secret) → the QR code and the key → a code from the app confirms it →
 * the ten recovery codes, shown once. `onDone` runs when the user has seen them.
 */
export function SecondFactorEnrolment({ onDone, onCancel }: { onDone: () => void; onCancel?: () => void }) {
  const { t } = useTranslation(['team', 'errors']);
  const showError = useApiErrorToast();
  const errorText = useErrorText();
  const [start, started] = useStartSecondFactorEnrolmentMutation();
  const [confirm, confirming] = useConfirmSecondFactorEnrolmentMutation();
  const [enrolment, setEnrolment] = useState<SecondFactorEnrolmentView | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [form] = Form.useForm<{ code: string }>();

  const begin = async () => {
    try {
      setEnrolment(await start().unwrap());
    } catch (error) {
      showError(error, { title: t('secondFactor.failed'), description: errorText(error, '') });
    }
  };

  const onFinish = async ({ code }: { code: string }) => {
    if (!code?.trim()) {
      form.setFields([{ name: 'code', errors: [t('errors:SECOND_FACTOR_CODE_REQUIRED')] }]);
      return;
    }
    try {
      setCodes((await confirm({ code: code.trim() }).unwrap()).recoveryCodes);
    } catch (error) {
      if (isApiError(error) && error.status === 400) form.setFields([{ name: 'code', errors: [errorText(error, '')] }]);
      else showError(error, { title: t('secondFactor.failed'), description: errorText(error, '') });
    }
  };

  if (codes) return <RecoveryCodes codes={codes} onDone={onDone} />;
  if (!enrolment) {
    return (
      <Space>
        <Button type="primary" onClick={() => void begin()} loading={started.isLoading} data-testid="second-factor-start">
          {t('secondFactor.start')}
        </Button>
        {onCancel ? <Button onClick={onCancel}>{t('secondFactor.cancel')}</Button> : null}
      </Space>
    );
  }
  return (
    <Space direction="vertical" size="middle" data-testid="second-factor-enrolment">
      <Typography.Paragraph>{t('secondFactor.scan')}</Typography.Paragraph>
      <QrCode value={enrolment.otpauthUrl} alt={t('secondFactor.qrAlt')} />
      <Typography.Text>
        {t('secondFactor.secret')}:{' '}
        <Typography.Text code copyable data-testid="second-factor-secret">
          {enrolment.secret}
        </Typography.Text>
      </Typography.Text>
      <Form form={form} name="confirmSecondFactor" layout="vertical" noValidate onFinish={(v) => void onFinish(v)} disabled={confirming.isLoading} style={{ maxWidth: 320 }}>
        <Form.Item name="code" label={t('secondFactor.confirmCode')} required>
          <Input autoComplete="one-time-code" inputMode="numeric" maxLength={6} data-testid="second-factor-confirm-code" />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" loading={confirming.isLoading} data-testid="second-factor-confirm">
            {t('secondFactor.confirm')}
          </Button>
          {onCancel ? <Button onClick={onCancel}>{t('secondFactor.cancel')}</Button> : null}
        </Space>
      </Form>
    </Space>
  );
}
