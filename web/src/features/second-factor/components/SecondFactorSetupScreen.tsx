import { Button, Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { User } from '../../auth/auth.types';
import { authApi } from '../../auth/auth.api';
import { useSignOut } from '../../auth/hooks/useSignOut';
import { useAppDispatch } from '../../../app/hooks';
import { Wordmark } from '../../../shared/ui/Wordmark';
import { SecondFactorEnrolment } from './SecondFactorEnrolment';
import styles from '../../company-setup/components/CompanySetupScreen.module.css';

/**
 * What a user whom a requirement holds (their company's, or configuration's for the platform operator) sees instead of
 * any route, after the password: the enrolment. Once the recovery codes are seen, the session's user is fetched again
 * and the gate lifts. The server refuses everything else meanwhile (403 SECOND_FACTOR_ENROLMENT_REQUIRED).
 */
export function SecondFactorSetupScreen({ user }: { user: User }) {
  const { t } = useTranslation('team');
  const dispatch = useAppDispatch();
  const signOut = useSignOut();
  return (
    <div className={styles.root}>
      <header className={styles.bar} style={{ justifyContent: 'space-between' }}>
        <Wordmark />
        <Button onClick={signOut}>{t('secondFactor.signOut')}</Button>
      </header>
      <Card title={t('secondFactor.gateTitle')} style={{ maxWidth: 560, margin: '48px auto' }} data-testid="second-factor-gate">
        <Typography.Paragraph>{user.isOperator ? t('secondFactor.gateOperator') : t('secondFactor.gateCompany')}</Typography.Paragraph>
        <SecondFactorEnrolment onDone={() => void dispatch(authApi.util.invalidateTags(['CurrentUser']))} />
      </Card>
    </div>
  );
}
