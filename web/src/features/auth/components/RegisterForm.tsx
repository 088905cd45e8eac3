import { useCallback, useEffect } from 'react';
import { Button, Col, Form, Input, Radio, Row, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/apiError';
import { mapIssuesToFields } from '../../../shared/forms/serverIssues';
import { clearFieldErrors, showFieldErrors, translateErrors } from '../../../shared/forms/formErrors';
import { isValid } from '../../../shared/forms/validation';
import { useErrorText } from '../../../shared/hooks/useErrorText';
import { useToast } from '../../../shared/hooks/useToast';
import { useCompanyAutoLookup } from '../../fmcsa-lookup/hooks/useCompanyAutoLookup';
import { useRegisterMutation } from '../auth.api';
import { COMPANY_TYPES } from '../auth.types';
import {
  EMPTY_REGISTER_VALUES,
  PASSWORD_MIN_LENGTH,
  preloadPasswordEstimator,
  REGISTER_FIELDS,
  buildRegisterRequest,
  validateRegistration,
  type RegisterValues,
} from '../auth.validation';

/** Create an account (and company); the user is signed in at once. */
export function RegisterForm() {
  const { t } = useTranslation(['auth', 'common']);
  const toast = useToast();
  const errorText = useErrorText();
  const [form] = Form.useForm<RegisterValues>();
  const [register, { isLoading }] = useRegisterMutation();
  const companyType = Form.useWatch('companyType', form) ?? EMPTY_REGISTER_VALUES.companyType;
  const isBroker = companyType === 'BROKER';

  const onFound = useCallback((filled: Partial<RegisterValues>) => {
    form.setFieldsValue(filled);
    clearFieldErrors(form, Object.keys(filled));
  }, [form]);
  const { onNumberChange, isLookingUp } = useCompanyAutoLookup(onFound);
  // The password strength dictionaries are fetched while the visitor fills the form in, not on submit.
  useEffect(preloadPasswordEstimator, []);

  const onFinish = async (values: RegisterValues) => {
    const result = await validateRegistration(values);
    if (!isValid(result)) {
      showFieldErrors(form, translateErrors(result.fieldErrors, t));
      return;
    }
    try {
      await register(buildRegisterRequest(values)).unwrap();
    } catch (error) {
      if (isApiError(error)) showFieldErrors(form, mapIssuesToFields(error.issues, REGISTER_FIELDS, t).fieldErrors);
      toast({
        title: t('toasts.registrationFailed'),
        description: errorText(error, t('toasts.registrationFailedText')),
        variant: 'destructive',
      });
    }
  };

  const lookupSuffix = isLookingUp ? <Spin size="small" aria-label={t('register.lookingUp')} /> : <span />;

  return (
    <Form<RegisterValues>
      form={form}
      name="register"
      layout="vertical"
      noValidate
      requiredMark={false}
      initialValues={EMPTY_REGISTER_VALUES}
      onFinish={onFinish}
      onValuesChange={(changed: Partial<RegisterValues>) => {
        clearFieldErrors(form, Object.keys(changed));
        if (changed.password !== undefined) clearFieldErrors(form, ['confirmPassword']);
        if (changed.mcNumber !== undefined) onNumberChange('mcNumber', changed.mcNumber);
        if (changed.dotNumber !== undefined) onNumberChange('dotNumber', changed.dotNumber);
      }}
      disabled={isLoading}
    >
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <Form.Item label={t('register.firstName')} name="firstName">
            <Input autoComplete="given-name" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item label={t('register.lastName')} name="lastName">
            <Input autoComplete="family-name" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item label={t('register.email')} name="email">
        <Input type="email" autoComplete="email" />
      </Form.Item>
      <Form.Item label={t('register.companyType')} name="companyType">
        <Radio.Group
          optionType="button"
          buttonStyle="solid"
          block
          options={COMPANY_TYPES.map((type) => ({ value: type, label: t(`common:companyType.${type}`) }))}
        />
      </Form.Item>
      {isBroker ? (
        <>
          <Row gutter={12}>
            <Col xs={24} sm={12}>
              <Form.Item label={t('register.mcNumber')} name="mcNumber">
                <Input placeholder="MC-123456" suffix={lookupSuffix} autoComplete="off" />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12}>
              <Form.Item label={t('register.dotNumber')} name="dotNumber">
                <Input placeholder="1234567" suffix={lookupSuffix} autoComplete="off" />
              </Form.Item>
            </Col>
          </Row>
          <Typography.Paragraph type="secondary" style={{ margin: '-8px 0 16px', fontSize: 13 }}>
            {isLookingUp ? t('register.lookingUp') : t('register.numbersHint')}
          </Typography.Paragraph>
        </>
      ) : null}
      <Form.Item label={t('register.companyName')} name="companyName">
        <Input autoComplete="organization" />
      </Form.Item>
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <Form.Item label={t('register.password')} name="password" extra={t('register.passwordHint', { count: PASSWORD_MIN_LENGTH })}>
            <Input.Password autoComplete="new-password" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item label={t('register.confirmPassword')} name="confirmPassword">
            <Input.Password autoComplete="new-password" />
          </Form.Item>
        </Col>
      </Row>
      <Button type="primary" htmlType="submit" size="large" block loading={isLoading}>
        {isLoading ? t('register.submitting') : t('register.submit')}
      </Button>
    </Form>
  );
}
