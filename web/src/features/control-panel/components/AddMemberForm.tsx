import { Button, Card, Form, Input, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/apiError';
import { clearFieldErrors, showFieldErrors, translateErrors } from '../../../shared/forms/formErrors';
import { mapIssuesToFields } from '../../../shared/forms/serverIssues';
import { isValid } from '../../../shared/forms/validation';
import { useApiErrorToast } from '../../../shared/hooks/useApiErrorToast';
import { useErrorText } from '../../../shared/hooks/useErrorText';
import { useToast } from '../../../shared/hooks/useToast';
import { useAddTeamMemberMutation } from '../team.api';
import { ADD_MEMBER_FIELDS, validateAddMember, type AddMemberValues } from '../team.form';

/** The spec's add-member form: first and last name, a valid e-mail, role USER (default) or ADMIN. */
export function AddMemberForm() {
  const { t } = useTranslation(['team', 'errors']);
  const toast = useToast();
  const showError = useApiErrorToast();
  const errorText = useErrorText();
  const [form] = Form.useForm<AddMemberValues>();
  const [add, { isLoading }] = useAddTeamMemberMutation();

  const onFinish = async (values: AddMemberValues) => {
    const { result, body } = await validateAddMember(values);
    if (!isValid(result) || !body) {
      showFieldErrors(form, translateErrors(result.fieldErrors, t));
      return;
    }
    try {
      const member = await add(body).unwrap();
      toast({ title: t('team.added'), description: t('team.addedText', { email: member.email }), variant: 'success' });
      form.resetFields();
    } catch (error) {
      if (isApiError(error)) showFieldErrors(form, mapIssuesToFields(error.issues, ADD_MEMBER_FIELDS, t).fieldErrors);
      showError(error, { title: t('team.addFailed'), description: errorText(error, '') });
    }
  };

  return (
    <Card variant="outlined" title={t('add.title')}>
      <Typography.Paragraph type="secondary">{t('add.note')}</Typography.Paragraph>
      <Form<AddMemberValues>
        form={form}
        name="addTeamMember"
        layout="vertical"
        noValidate
        initialValues={{ firstName: '', lastName: '', email: '', role: 'USER' }}
        onFinish={(values) => void onFinish(values)}
        onValuesChange={(changed) => clearFieldErrors(form, Object.keys(changed))}
        disabled={isLoading}
      >
        <Form.Item name="firstName" label={t('add.firstName')} required>
          <Input autoComplete="off" maxLength={100} data-testid="add-member-first-name" />
        </Form.Item>
        <Form.Item name="lastName" label={t('add.lastName')} required>
          <Input autoComplete="off" maxLength={100} data-testid="add-member-last-name" />
        </Form.Item>
        <Form.Item name="email" label={t('add.email')} required>
          <Input type="email" autoComplete="off" maxLength={254} data-testid="add-member-email" />
        </Form.Item>
        <Form.Item name="role" label={t('add.role')}>
          <Select options={(['USER', 'ADMIN'] as const).map((r) => ({ value: r, label: t(`team.roles.${r}`) }))} data-testid="add-member-role" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={isLoading} data-testid="add-member-submit">
          {t('add.submit')}
        </Button>
      </Form>
    </Card>
  );
}
