import { Typography } from 'antd';
import { EnvironmentOutlined, PhoneOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Carrier } from '../../carriers/carrier.types';
import { formatLocation, formatPhone } from '../../carriers/carrier.format';
import { TONE_TEXT_COLOR, riskScoreTone } from '../../carriers/carrier.rules';
import { AuthorityStatusBadge } from '../../carriers/components/AuthorityStatusBadge';
import { BasicScoreBadge, CarrierNumberBadges, SafetyRatingBadge } from '../../carriers/components/CarrierBadges';
import { InsuranceStatusBadge } from '../../carriers/components/InsuranceStatusBadge';
import { SaveCarrierButton } from '../../carriers/components/SaveCarrierButton';
import { VerdictBadge } from '../../carriers/components/VerdictBadge';
import { verdictOf } from '../../carrier-detail/risk.rules';
import { VerdictTag } from '../../carrier-detail/components/RiskScoreCard';
import styles from './CarrierSearch.module.css';

/** One home search result: identity, the four badges, the verdict beside the risk score (Recommended only for a Pass), View Full Profile and Save. */
export function CarrierResultCard({ carrier }: { carrier: Carrier }) {
  const { t } = useTranslation('carriers');
  const location = formatLocation(carrier.city, carrier.state);
  const phone = formatPhone(carrier.phone);
  const verdict = verdictOf(carrier);
  const shownName = (carrier.companyName || carrier.legalName).trim().toUpperCase();
  const otherName = [carrier.legalName, carrier.dbaName].find((name) => name && name.trim().toUpperCase() !== shownName);

  return (
    <article className={styles.resultCard} data-testid="carrier-result" data-carrier-id={carrier.id}>
      <div className={styles.resultMain}>
        <div className={styles.resultTitleRow}>
          <Link to={`/carrier/${encodeURIComponent(carrier.id)}`} className={styles.resultName}>
            {carrier.companyName || carrier.legalName}
          </Link>
          <SafetyRatingBadge rating={carrier.safetyRating} />
        </div>
        {otherName ? (
          <Typography.Text type="secondary" className={styles.resultLegal}>
            {otherName}
          </Typography.Text>
        ) : null}
        <div className={styles.resultMeta}>
          <CarrierNumberBadges mcNumber={carrier.mcNumber} dotNumber={carrier.dotNumber} />
          {location ? (
            <span>
              <EnvironmentOutlined aria-hidden /> {location}
            </span>
          ) : null}
          {phone ? (
            <span>
              <PhoneOutlined aria-hidden /> {phone}
            </span>
          ) : null}
        </div>
        <dl className={styles.resultFacts}>
          <div>
            <dt>{t('fields.authority')}</dt>
            <dd>
              <AuthorityStatusBadge status={carrier.authorityStatus} />
            </dd>
          </div>
          <div>
            <dt>{t('fields.insurance')}</dt>
            <dd>
              <InsuranceStatusBadge status={carrier.insuranceStatus} />
            </dd>
          </div>
          <div>
            <dt>{t('fields.basicScore')}</dt>
            <dd>
              <BasicScoreBadge score={carrier.basicScore} />
            </dd>
          </div>
          <div>
            <dt>{t('fields.riskScore')}</dt>
            <dd>
              <span className={styles.riskCell}>
                {verdict === 'notEnoughData' ? (
                  <Typography.Text type="secondary">{t('verdict.notEnoughData')}</Typography.Text>
                ) : (
                  <span style={{ color: TONE_TEXT_COLOR[riskScoreTone(carrier.riskScore)], fontWeight: 700 }}>{t('riskOutOf', { score: carrier.riskScore })}</span>
                )}
                <VerdictBadge verdict={carrier.verdict} />
                {verdict === 'recommended' ? <VerdictTag carrier={carrier} /> : null}
              </span>
            </dd>
          </div>
        </dl>
      </div>
      <div className={styles.resultActions}>
        <Link to={`/carrier/${encodeURIComponent(carrier.id)}`} className={styles.profileLink}>
          {t('viewProfile')}
        </Link>
        <SaveCarrierButton carrierId={carrier.id} companyName={carrier.companyName || carrier.legalName} block />
      </div>
    </article>
  );
}
