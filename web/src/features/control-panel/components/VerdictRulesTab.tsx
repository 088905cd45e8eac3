import type { ReactNode } from 'react';
import { Alert, Button, Card, Checkbox, Form, InputNumber, Result, Skeleton, Switch, Tag, Typography } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { VerdictProfileView } from '@logiscope/proto/views';
import { isApiError } from '../../../api/apiError';
import { clearFieldErrors, showFieldErrors, translateErrors, translateMessage } from '../../../shared/forms/formErrors';
import { mapIssuesToFields } from '../../../shared/forms/serverIssues';
import { isValid } from '../../../shared/forms/validation';
import { useApiErrorToast } from '../../../shared/hooks/useApiErrorToast';
import { useDateFormat } from '../../../shared/hooks/useDateFormat';
import { useErrorText } from '../../../shared/hooks/useErrorText';
import { useToast } from '../../../shared/hooks/useToast';
import { useUnauthorizedEffect } from '../../../shared/hooks/useUnauthorizedEffect';
import { useCurrentUser } from '../../auth/hooks/useCurrentUser';
import { useGetVerdictProfileQuery, useUpdateVerdictProfileMutation } from '../control-panel.api';
import {
  ACCEPTABLE_LIMITS,
  MANDATORY_VERDICT_RULES,
  OPTIONAL_VERDICT_RULES,
  VERDICT_PROFILE_FIELDS,
  bodyOf,
  validateVerdictProfile,
  valuesOf,
  type VerdictProfileValues,
} from '../verdict-profile.form';
import styles from './VerdictRulesTab.module.css';

const THRESHOLDS = [
  { name: 'minAuthorityAgeDays', hint: 'minAuthorityAgeHint' },
  { name: 'minLiabilityUsd', hint: 'minLiabilityHint' },
  { name: 'contactChangeDays', hint: 'contactChangeHint' },
  { name: 'freshnessDays', hint: 'freshnessHint' },
] as const;

/** The profile's state in one line: the default rules, or who changed them last and when. */
function ProfileStatus({ profile }: { profile: VerdictProfileView }) {
  const { t } = useTranslation('controlPanel');
  const formatDate = useDateFormat();
  return (
    <Typography.Paragraph type="secondary" data-testid="verdict-profile-status">
      {profile.isDefault
        ? t('verdictRules.isDefault')
        : t('verdictRules.lastChanged', { revision: profile.revision, email: profile.updatedBy, date: formatDate(profile.updatedAt, true) })}
    </Typography.Paragraph>
  );
}

/** A card of checks: each with its state (always on, or its switch), its name and a line on what it does or why. */
function RuleList<R extends string>({ title, intro, rules, testId, text, state }: { title: string; intro: string; rules: readonly R[]; testId: string; text: (rule: R) => string; state: (rule: R) => ReactNode }) {
  const { t } = useTranslation('verdict');
  // i18n-keys: verdict:rules.*
  return (
    <Card variant="outlined" title={title} size="small">
      <Typography.Paragraph type="secondary">{intro}</Typography.Paragraph>
      <ul className={styles.rules}>
        {rules.map((rule) => (
          <li key={rule} className={styles.rule} data-testid={testId} data-rule={rule}>
            {state(rule)}
            <div>
              <Typography.Text strong>{t(`rules.${rule}`)}</Typography.Text>
              <p className={styles.ruleText}>{text(rule)}</p>
            </div>
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** The form itself, filled from the profile; read-only for a USER, Save for an ADMIN. */
function VerdictRulesForm({ profile, canEdit }: { profile: VerdictProfileView; canEdit: boolean }) {
  const { t } = useTranslation(['controlPanel', 'verdict', 'errors']);
  const toast = useToast();
  const showError = useApiErrorToast();
  const errorText = useErrorText();
  const [form] = Form.useForm<VerdictProfileValues>();
  const [update, { isLoading: saving }] = useUpdateVerdictProfileMutation();

  const onFinish = async (values: VerdictProfileValues) => {
    const result = validateVerdictProfile(values);
    if (!isValid(result)) {
      showFieldErrors(form, translateErrors(result.fieldErrors, t));
      if (result.formError) toast({ title: t('verdictRules.saveFailed'), description: translateMessage(result.formError, t), variant: 'destructive' });
      return;
    }
    try {
      await update(bodyOf(values)).unwrap();
      toast({ title: t('verdictRules.saved'), description: t('verdictRules.savedText'), variant: 'success' });
    } catch (error) {
      if (isApiError(error)) showFieldErrors(form, mapIssuesToFields(error.issues, VERDICT_PROFILE_FIELDS, t).fieldErrors);
      showError(error, { title: t('verdictRules.saveFailed'), description: errorText(error, t('verdictRules.saveFailedText')) });
    }
  };

  return (
    <Form<VerdictProfileValues>
      form={form}
      name="verdictRules"
      layout="vertical"
      noValidate
      initialValues={valuesOf(profile)}
      onFinish={onFinish}
      onValuesChange={(changed) => clearFieldErrors(form, Object.keys(changed))}
      disabled={!canEdit || saving}
      className={styles.form}
    >
      <RuleList
        title={t('verdictRules.mandatoryTitle')}
        intro={t('verdictRules.mandatoryIntro')}
        rules={MANDATORY_VERDICT_RULES}
        testId="mandatory-rule"
        text={(rule) => t(`verdictRules.why.${rule}`)}
        state={() => (
          // A label, not a control: readable even while the form is read-only (a disabled tag fails WCAG contrast).
          <Tag icon={<LockOutlined />} color="blue" className={styles.ruleState} disabled={false}>
            {t('verdictRules.alwaysOn')}
          </Tag>
        )}
      />
      <RuleList
        title={t('verdictRules.optionalTitle')}
        intro={t('verdictRules.optionalIntro')}
        rules={OPTIONAL_VERDICT_RULES}
        testId="optional-rule"
        text={(rule) => t(`verdictRules.describe.${rule}`)}
        state={(rule) => (
          <Form.Item name={['enabled', rule]} valuePropName="checked" noStyle>
            <Switch aria-label={t(`verdict:rules.${rule}`)} className={styles.ruleState} />
          </Form.Item>
        )}
      />

      <Card variant="outlined" title={t('verdictRules.acceptedLimitsTitle')} size="small">
        <Typography.Paragraph type="secondary">{t('verdictRules.acceptedLimitsIntro')}</Typography.Paragraph>
        <Form.Item name="acceptedLimits" noStyle>
          {/* One box per limit, its help under it (described-by, so a screen reader hears what ticking it does). */}
          <Checkbox.Group className={styles.limits}>
            <ul className={styles.rules}>
              {ACCEPTABLE_LIMITS.map((limit) => (
                <li key={limit} className={styles.limit} data-testid="accepted-limit" data-limit={limit}>
                  <Checkbox value={limit} aria-describedby={`accepted-limit-${limit}-help`}>
                    <Typography.Text strong>{t(`verdictRules.limits.${limit}.label`)}</Typography.Text>
                  </Checkbox>
                  <p id={`accepted-limit-${limit}-help`} className={styles.limitHelp}>
                    {t(`verdictRules.limits.${limit}.help`)}
                  </p>
                </li>
              ))}
            </ul>
          </Checkbox.Group>
        </Form.Item>
      </Card>

      <Card variant="outlined" title={t('verdictRules.thresholdsTitle')} size="small">
        <div className={styles.thresholds}>
          {THRESHOLDS.map(({ name, hint }) => (
            <Form.Item key={name} name={name} label={t(`verdictRules.${name}`)} extra={t(`verdictRules.${hint}`)} required>
              <InputNumber<number> className={styles.number} inputMode="numeric" />
            </Form.Item>
          ))}
        </div>
      </Card>

      {canEdit ? (
        <div className={styles.footer}>
          <Button type="primary" htmlType="submit" loading={saving} data-testid="save-verdict-rules">
            {saving ? t('verdictRules.saving') : t('verdictRules.save')}
          </Button>
        </div>
      ) : null}
    </Form>
  );
}

/** The control panel's "Verdict rules" tab: the checks every verdict of the company runs, and its thresholds. */
export function VerdictRulesTab() {
  const { t } = useTranslation('controlPanel');
  const user = useCurrentUser();
  const canEdit = user.role === 'ADMIN';
  const { data: profile, error, isLoading, refetch } = useGetVerdictProfileQuery();
  useUnauthorizedEffect(error);

  if (isLoading) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (!profile) {
    return (
      <Result
        status="warning"
        title={t('verdictRules.loadFailed')}
        extra={
          <Button onClick={() => void refetch()} disabled={isLoading}>
            {t('verdictRules.retry')}
          </Button>
        }
      />
    );
  }
  return (
    <div className={styles.root} data-testid="verdict-rules">
      <Typography.Paragraph>{t('verdictRules.intro')}</Typography.Paragraph>
      <ProfileStatus profile={profile} />
      {canEdit ? null : <Alert type="info" showIcon title={t('verdictRules.readOnly')} data-testid="verdict-rules-read-only" />}
      {/* A new revision (saved here or elsewhere) fills the form again. */}
      <VerdictRulesForm key={profile.revision} profile={profile} canEdit={canEdit} />
    </div>
  );
}
