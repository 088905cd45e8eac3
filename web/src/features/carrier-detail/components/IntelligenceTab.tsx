import type { Carrier } from '../../carriers/carrier.types';
import { VerdictChecks } from '../../carriers/components/VerdictChecks';
import { RiskFactorsCard } from './RiskFactorsCard';
import { RiskScoreCard } from './RiskScoreCard';
import { SharedIdentifiersCard } from './SharedIdentifiersCard';
import styles from './CarrierDetail.module.css';

/** LogiScope: the verdict and its checks, the explainable risk score, every factor behind it, and shared identifiers as fraud signals. */
export function IntelligenceTab({ carrier }: { carrier: Carrier }) {
  return (
    <div className={styles.tabStack}>
      <VerdictChecks verdict={carrier.verdict} />
      <div className={styles.intelGrid}>
        <RiskScoreCard carrier={carrier} />
        <RiskFactorsCard factors={carrier.riskFactors ?? []} notEnoughData={carrier.notEnoughData} />
      </div>
      <SharedIdentifiersCard carrierId={carrier.id} />
    </div>
  );
}
