import { Button, Card, Form, Input, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { SERVER_PATHS } from '../../../app/routes';
import { isApiError } from '../../../api/apiError';
import { clearFieldErrors, showFieldErrors, translateErrors } from '../../../shared/forms/formErrors';
import { mapIssuesToFields } from '../../../shared/forms/serverIssues';
import { isValid } from '../../../shared/forms/validation';
import { useApiErrorToast } from '../../../shared/hooks/useApiErrorToast';
import { useErrorText } from '../../../shared/hooks/useErrorText';
import { useToast } from '../../../shared/hooks/useToast';
import { useChangePasswordMutation, useLogoutEverywhereMutation } from '../team.api';
import { CHANGE_PASSWORD_FIELDS, validateChangePassword, type ChangePasswordValues } from '../team.form';
import { SecondFactorCard } from '../../second-factor/components/SecondFactorCard';

/** Change password: the current one, the new one twice; the other sessions end, this one stays. */
function ChangePasswordForm() {
  const { t } = useTranslation(['team', 'errors']);
  const toast = useToast();
  const showError = useApiErrorToast();
  const errorText = useErrorText();
  const [form] = Form.useForm<ChangePasswordValues>();
  const [change, { isLoading }] = useChangePasswordMutation();

  const onFinish = async (values: ChangePasswordValues) => {
    const { result, body } = await validateChangePassword(values);
    if (!isValid(result) || !body) {
      showFieldErrors(form, translateErrors(result.fieldErrors, t));
      return;
    }
    try {
      await change(body).unwrap();
      form.resetFields();
      toast({ title: t('account.changed'), description: t('account.changedText'), variant: 'success' });
    } catch (error) {
      if (isApiError(error)) showFieldErrors(form, mapIssuesToFields(error.issues, CHANGE_PASSWORD_FIELDS, t).fieldErrors);
      showError(error, { title: t('account.changeFailed'), description: errorText(error, '') });
    }
  };

  return (
    <Card variant="outlined" title={t('account.changeTitle')}>
      <Form<ChangePasswordValues>
        form={form}
        name="changePassword"
        layout="vertical"
        noValidate
        initialValues={{ currentPassword: '', newPassword: '', confirmPassword: '' }}
        onFinish={(values) => void onFinish(values)}
        onValuesChange={(changed) => clearFieldErrors(form, Object.keys(changed))}
        disabled={isLoading}
        style={{ maxWidth: 420 }}
      >
        <Form.Item name="currentPassword" label={t('account.currentPassword')} required>
          <Input.Password autoComplete="current-password" data-testid="current-password" />
        </Form.Item>
        <Form.Item name="newPassword" label={t('account.newPassword')} required>
          <Input.Password autoComplete="new-password" data-testid="new-password" />
        </Form.Item>
        <Form.Item name="confirmPassword" label={t('account.confirmPassword')} required>
          <Input.Password autoComplete="new-password" data-testid="confirm-new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={isLoading} data-testid="change-password-submit">
          {t('account.change')}
        </Button>
      </Form>
    </Card>
  );
}

/** The signed-in user's own account: sign out of every session, change the password, two-factor sign-in. */
export function AccountTab() {
  const { t } = useTranslation('team');
  const showError = useApiErrorToast();
  const errorText = useErrorText();
  const [logoutEverywhere, { isLoading }] = useLogoutEverywhereMutation();

  const signOutEverywhere = async () => {
    try {
      await logoutEverywhere().unwrap();
      // Every session ended, this one too: a full page load of the sign-in page.
      window.location.assign(SERVER_PATHS.login);
    } catch (error) {
      showError(error, { title: t('account.signOutAllFailed'), description: errorText(error, '') });
    }
  };

  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Card variant="outlined" title={t('account.signOutAllTitle')}>
        <Typography.Paragraph type="secondary">{t('account.signOutAllText')}</Typography.Paragraph>
        <Button danger onClick={() => void signOutEverywhere()} loading={isLoading} data-testid="sign-out-everywhere">
          {t('account.signOutAll')}
        </Button>
      </Card>
      <ChangePasswordForm />
      <SecondFactorCard />
    </Space>
  );
}
