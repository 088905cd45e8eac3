import { Typography } from 'antd';
import { EnvironmentOutlined, MailOutlined, PhoneOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Carrier } from '../../carriers/carrier.types';
import { formatLocation, formatPhone } from '../../carriers/carrier.format';
import { CarrierNumberBadges, SafetyRatingBadge } from '../../carriers/components/CarrierBadges';
import { SaveCarrierButton } from '../../carriers/components/SaveCarrierButton';
import { VerdictBadge } from '../../carriers/components/VerdictBadge';
import styles from './CarrierSearch.module.css';

/** An advanced search result: company, its verdict, MC/DOT badges, email, phone (555) 123-4567, city/state, safety rating. */
export function CarrierGridCard({ carrier }: { carrier: Carrier }) {
  const { t } = useTranslation(['search', 'carriers']);
  const phone = formatPhone(carrier.phone);
  const location = formatLocation(carrier.city, carrier.state);
  const href = `/carrier/${encodeURIComponent(carrier.id)}`;
  return (
    <article className={styles.gridCard} data-testid="carrier-grid-card" data-carrier-id={carrier.id}>
      <div className={styles.gridCardHead}>
        <Link to={href} className={styles.resultName}>
          {carrier.companyName || carrier.legalName}
        </Link>
        <span className={styles.gridBadges}>
          <VerdictBadge verdict={carrier.verdict} />
          <SafetyRatingBadge rating={carrier.safetyRating} />
        </span>
      </div>
      <CarrierNumberBadges mcNumber={carrier.mcNumber} dotNumber={carrier.dotNumber} />
      <dl className={styles.gridFacts}>
        <div>
          <MailOutlined aria-label={t('carriers:fields.email')} />
          {carrier.email ? <span>{carrier.email}</span> : <Typography.Text type="secondary">{t('advanced.noEmail')}</Typography.Text>}
        </div>
        <div>
          <PhoneOutlined aria-label={t('carriers:fields.phone')} />
          {phone ? <span>{phone}</span> : <Typography.Text type="secondary">{t('advanced.noPhone')}</Typography.Text>}
        </div>
        <div>
          <EnvironmentOutlined aria-label={t('carriers:fields.location')} />
          <span>{location || t('carriers:notOnFile')}</span>
        </div>
      </dl>
      <div className={styles.gridFooter}>
        <Link to={href} className={styles.profileLink}>
          {t('carriers:viewProfile')}
        </Link>
        <SaveCarrierButton carrierId={carrier.id} companyName={carrier.companyName || carrier.legalName} />
      </div>
    </article>
  );
}
