import { Card, Progress, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Carrier } from '../../carriers/carrier.types';
import { TONE_TEXT_COLOR, riskScoreTone } from '../../carriers/carrier.rules';
import { verdictOf } from '../risk.rules';
import styles from './CarrierDetail.module.css';

export function VerdictTag({ carrier }: { carrier: Pick<Carrier, 'riskScore' | 'notEnoughData' | 'isRecommended' | 'verdict'> }) {
  const { t } = useTranslation('carriers');
  const verdict = verdictOf(carrier);
  const color = verdict === 'recommended' ? 'success' : verdict === 'caution' ? 'warning' : 'default';
  return (
    <Tag color={color} data-testid="verdict" style={{ fontWeight: 600, marginInlineEnd: 0 }}>
      {t(`verdict.${verdict}`)}
    </Tag>
  );
}

/** The LogiScope risk score 0-100 (higher is riskier) with its verdict, or the 'not enough data' state. */
export function RiskScoreCard({ carrier }: { carrier: Carrier }) {
  const { t } = useTranslation('carrierDetail');
  const verdict = verdictOf(carrier);
  const score = carrier.riskScore ?? 0;
  const tone = riskScoreTone(carrier.riskScore);

  return (
    <Card title={t('intel.scoreTitle')} variant="outlined" className={styles.scoreCard} data-testid="risk-score">
      {verdict === 'notEnoughData' ? (
        <div className={styles.notEnough} data-testid="not-enough-data">
          <Progress type="dashboard" percent={0} format={() => '—'} size={150} aria-label={t('intel.notEnoughTitle')} />
          <Typography.Title level={4} style={{ margin: '8px 0 4px' }}>
            {t('intel.notEnoughTitle')}
          </Typography.Title>
          <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
            {t('intel.notEnoughText')}
          </Typography.Paragraph>
        </div>
      ) : (
        <div className={styles.scoreBody}>
          <Progress
            type="dashboard"
            percent={score}
            size={170}
            strokeColor={TONE_TEXT_COLOR[tone]}
            format={() => (
              <span className={styles.scoreValue} style={{ color: TONE_TEXT_COLOR[tone] }} data-testid="risk-score-value">
                {score}
                <small>/100</small>
              </span>
            )}
            aria-label={t('intel.scoreAria', { score })}
          />
          <VerdictTag carrier={carrier} />
          <Typography.Paragraph type="secondary" className={styles.scoreHint}>
            {t(verdict === 'recommended' ? 'intel.recommendedText' : 'intel.cautionText')}
          </Typography.Paragraph>
        </div>
      )}
      <p className={styles.scoreScale}>{t('intel.scale')}</p>
    </Card>
  );
}
