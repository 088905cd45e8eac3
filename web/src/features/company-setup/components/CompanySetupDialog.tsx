import { useState } from 'react';
import { Button, Modal, Steps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CompanyType, User } from '../../auth/auth.types';
import { useSignOut } from '../../auth/hooks/useSignOut';
import { CompanyDetailsForm } from './CompanyDetailsForm';
import { CompanyTypeStep } from './CompanyTypeStep';
import styles from './CompanySetupDialog.module.css';

/**
 * The onboarding gate: a signed-in user without a company sees this instead of any route. It cannot be
 * dismissed; it goes away when the refreshed current user has a company.
 */
export function CompanySetupDialog({ user }: { user: User }) {
  const { t } = useTranslation('companySetup');
  const signOut = useSignOut();
  const [companyType, setCompanyType] = useState<CompanyType | null>(null);
  const [step, setStep] = useState<0 | 1>(0);

  return (
    <Modal
      open
      centered
      width={680}
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      footer={null}
      title={t('title')}
    >
      <p className={styles.subtitle}>{t('subtitle')}</p>
      <Steps
        size="small"
        current={step}
        className={styles.steps}
        items={[{ title: t('steps.type') }, { title: t('steps.details') }]}
      />
      {step === 0 || !companyType ? (
        <CompanyTypeStep
          selected={companyType}
          onChoose={(type) => {
            setCompanyType(type);
            setStep(1);
          }}
        />
      ) : (
        <CompanyDetailsForm key={companyType} companyType={companyType} userEmail={user.email} companyName={user.pendingCompanyName} onBack={() => setStep(0)} />
      )}
      <div className={styles.signOut}>
        <Button type="link" size="small" onClick={signOut}>
          {t('actions.signOut')}
        </Button>
      </div>
    </Modal>
  );
}
