import { Button, Col, Form, Input, Row, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/apiError';
import { mapIssuesToFields } from '../../../shared/forms/serverIssues';
import { clearFieldErrors, showFieldErrors, translateErrors } from '../../../shared/forms/formErrors';
import { isValid } from '../../../shared/forms/validation';
import { useErrorText } from '../../../shared/hooks/useErrorText';
import { useToast } from '../../../shared/hooks/useToast';
import { useSetupCompanyMutation } from '../../auth/auth.api';
import type { CompanyType } from '../../auth/auth.types';
import {
  COMPANY_SETUP_FIELDS,
  STATE_MAX_LENGTH,
  buildSetupCompanyRequest,
  emptyCompanySetupValues,
  validateCompanySetup,
  type CompanySetupValues,
} from '../company-setup.validation';
import styles from './CompanySetupDialog.module.css';

const upperCase = (value: string | undefined) => (value ?? '').toUpperCase();

/**
 * Step 2: the company details, starting from the user's e-mail and the company name typed at registration; Complete
 * Setup creates the company and refreshes the current user.
 */
export function CompanyDetailsForm({
  companyType,
  userEmail,
  companyName = '',
  onBack,
}: {
  companyType: CompanyType;
  userEmail: string;
  companyName?: string;
  onBack: () => void;
}) {
  const { t } = useTranslation(['companySetup', 'common']);
  const toast = useToast();
  const errorText = useErrorText();
  const [form] = Form.useForm<CompanySetupValues>();
  const [setupCompany, { isLoading }] = useSetupCompanyMutation();
  const isBroker = companyType === 'BROKER';
  const optional = <span className={styles.optional}>{t('detailsStep.optional')}</span>;

  const onFinish = async (values: CompanySetupValues) => {
    const result = validateCompanySetup(companyType, values);
    if (!isValid(result)) {
      showFieldErrors(form, translateErrors(result.fieldErrors, t));
      return;
    }
    try {
      await setupCompany(buildSetupCompanyRequest(companyType, values)).unwrap();
      toast({ title: t('toasts.success'), description: t('toasts.successText'), variant: 'success' });
    } catch (error) {
      if (isApiError(error)) showFieldErrors(form, mapIssuesToFields(error.issues, COMPANY_SETUP_FIELDS, t).fieldErrors);
      toast({ title: t('toasts.failed'), description: errorText(error, t('toasts.failedText')), variant: 'destructive' });
    }
  };

  return (
    <Form<CompanySetupValues>
      form={form}
      name="companySetup"
      layout="vertical"
      noValidate
      initialValues={emptyCompanySetupValues(userEmail, companyName)}
      onFinish={onFinish}
      onValuesChange={(changed) => clearFieldErrors(form, Object.keys(changed))}
      disabled={isLoading}
    >
      <Tag color="blue" className={styles.selectedType}>
        {t('detailsStep.selectedType', { type: t(`common:companyType.${companyType}`) })}
      </Tag>
      <Form.Item label={t('detailsStep.companyName')} name="companyName" required>
        <Input autoComplete="organization" />
      </Form.Item>
      {isBroker ? (
        <Row gutter={12}>
          <Col xs={24} sm={12}>
            <Form.Item label={t('detailsStep.mcNumber')} name="mcNumber" required extra={t('detailsStep.mcHint')}>
              <Input placeholder={t('detailsStep.mcPlaceholder')} autoComplete="off" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item label={<>{t('detailsStep.dotNumber')} {optional}</>} name="dotNumber">
              <Input autoComplete="off" />
            </Form.Item>
          </Col>
        </Row>
      ) : null}
      <Form.Item label={t('detailsStep.address')} name="address">
        <Input autoComplete="street-address" />
      </Form.Item>
      <Row gutter={12}>
        <Col xs={24} sm={10}>
          <Form.Item label={t('detailsStep.city')} name="city">
            <Input autoComplete="address-level2" />
          </Form.Item>
        </Col>
        <Col xs={12} sm={6}>
          <Form.Item label={t('detailsStep.state')} name="state" normalize={upperCase}>
            <Input maxLength={STATE_MAX_LENGTH} placeholder={t('detailsStep.statePlaceholder')} autoComplete="address-level1" />
          </Form.Item>
        </Col>
        <Col xs={12} sm={8}>
          <Form.Item label={t('detailsStep.zipCode')} name="zipCode">
            <Input autoComplete="postal-code" />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <Form.Item label={t('detailsStep.phone')} name="phone">
            <Input type="tel" autoComplete="tel" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item label={t('detailsStep.email')} name="email">
            <Input type="email" autoComplete="email" />
          </Form.Item>
        </Col>
      </Row>
      <div className={styles.footer}>
        <Button onClick={onBack} disabled={isLoading}>
          {t('actions.back')}
        </Button>
        <Button type="primary" htmlType="submit" loading={isLoading}>
          {isLoading ? t('actions.settingUp') : t('actions.complete')}
        </Button>
      </div>
    </Form>
  );
}
