import { Typography } from 'antd';
import { ApartmentOutlined, ShopOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { COMPANY_TYPES, type CompanyType } from '../../auth/auth.types';
import styles from './CompanySetupDialog.module.css';

const ICONS: Record<CompanyType, React.ReactNode> = {
  BROKER: <ApartmentOutlined aria-hidden />,
  SHIPPER: <ShopOutlined aria-hidden />,
};

/** Step 1: choose Freight Broker or Shipper; choosing moves on. */
export function CompanyTypeStep({ selected, onChoose }: { selected: CompanyType | null; onChoose: (type: CompanyType) => void }) {
  const { t } = useTranslation('companySetup');
  return (
    <div>
      <Typography.Title level={5} className={styles.question}>
        {t('typeStep.question')}
      </Typography.Title>
      <div className={styles.typeGrid}>
        {COMPANY_TYPES.map((type) => (
          <button
            key={type}
            type="button"
            className={selected === type ? `${styles.typeCard} ${styles.typeCardSelected}` : styles.typeCard}
            onClick={() => onChoose(type)}
          >
            <span className={styles.typeIcon}>{ICONS[type]}</span>
            <span className={styles.typeTitle}>{t(`typeStep.${type}.title`)}</span>
            <span className={styles.typeDescription}>{t(`typeStep.${type}.description`)}</span>
          </button>
        ))}
      </div>
    </div>
  );
}
