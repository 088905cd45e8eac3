import { Card, Empty, Tag } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, MinusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { RiskFactor } from '../../carriers/carrier.types';
import { useExplain } from '../../../i18n/useExplain';
import { formatImpact, impactDirection, sortFactors } from '../risk.rules';
import styles from './CarrierDetail.module.css';

const DIRECTION = {
  raises: { color: 'error', icon: <ArrowUpOutlined /> },
  lowers: { color: 'success', icon: <ArrowDownOutlined /> },
  neutral: { color: 'default', icon: <MinusOutlined /> },
} as const;

/**
 * Every factor of the risk score spelled out, in the reader's language (from its keys and parameters; the server's
 * English when this build does not know a key): what was found and how many points it adds or takes away.
 */
export function RiskFactorsCard({ factors, notEnoughData }: { factors: readonly RiskFactor[]; notEnoughData: boolean }) {
  const { t } = useTranslation('carrierDetail');
  const explain = useExplain();
  const sorted = sortFactors(factors);
  return (
    <Card title={t('intel.factorsTitle')} variant="outlined" data-testid="risk-factors">
      <p className={styles.cardIntro}>{notEnoughData ? t('intel.factorsNotEnough') : t('intel.factorsIntro')}</p>
      {sorted.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('intel.noFactors')} />
      ) : (
        <ol className={styles.factorList}>
          {sorted.map((factor) => {
            const direction = impactDirection(factor.impact);
            return (
              <li key={`${factor.code}:${factor.key}:${factor.label}`} className={styles.factor} data-testid="risk-factor" data-code={factor.code} data-key={factor.key}>
                <div className={styles.factorText}>
                  <strong>{explain({ key: factor.labelKey, params: factor.params }, factor.label)}</strong>
                  {factor.detail ? <span>{explain({ key: factor.key, params: factor.params }, factor.detail)}</span> : null}
                </div>
                <Tag color={DIRECTION[direction].color} icon={DIRECTION[direction].icon} className={styles.factorImpact}>
                  {t('intel.points', { points: formatImpact(factor.impact) })}
                </Tag>
                <span className="sr-only">{t(`intel.direction.${direction}`)}</span>
              </li>
            );
          })}
        </ol>
      )}
    </Card>
  );
}
