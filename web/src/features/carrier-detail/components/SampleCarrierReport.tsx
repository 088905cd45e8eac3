import { useState, type ReactNode } from 'react';
import { Alert, Button, Card, Empty, Tag, Tooltip } from 'antd';
import { EyeInvisibleOutlined, FileAddOutlined, StarOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../../app/routes';
import { EquipmentTable } from '../../equipment-tracker/components/EquipmentTable';
import { SAMPLE_CARRIER, SAMPLE_EQUIPMENT } from '../sample-carrier';
import { randomSampleScores } from '../sample-report';
import { CarrierHeader } from './CarrierHeader';
import { CarrierTabs } from './CarrierTabs';
import { CertificatesTab } from './CertificatesTab';
import { OverviewTab } from './OverviewTab';
import { RiskFactorsCard } from './RiskFactorsCard';
import { RiskScoreCard } from './RiskScoreCard';
import { SafetyTab } from './SafetyTab';
import { SampleIntelligenceReport } from './SampleIntelligenceReport';
import styles from './CarrierDetail.module.css';

/** /carrier/demo: the sample intelligence report (random scores, fixed text) on a made-up carrier. */
export function SampleCarrierReport() {
  const { t } = useTranslation('carrierDetail');
  const { t: tn } = useTranslation('notes');
  const [scores] = useState(() => randomSampleScores());
  const carrier = { ...SAMPLE_CARRIER, riskScore: scores.risk };
  const sampleOnly = (label: string, icon: ReactNode) => (
    <Tooltip title={t('sample.actionsHint')}>
      <span className={styles.disabledWrap} tabIndex={0}>
        <Button icon={icon} disabled>
          {label}
        </Button>
      </span>
    </Tooltip>
  );

  return (
    <div className="page-container">
      <Alert
        type="info"
        showIcon
        title={t('sample.bannerTitle')}
        description={t('sample.bannerText')}
        action={
          <Link to={PATHS.home}>
            <Button type="primary">{t('sample.searchReal')}</Button>
          </Link>
        }
        style={{ marginBottom: 20 }}
      />
      <CarrierHeader
        carrier={carrier}
        eyebrow={<Tag color="purple">{t('sample.eyebrow')}</Tag>}
        actions={
          <>
            {sampleOnly(t('monitor.monitor'), <EyeInvisibleOutlined />)}
            {sampleOnly(t('sample.save'), <StarOutlined />)}
            {sampleOnly(t('actions.submitReport'), <FileAddOutlined />)}
          </>
        }
      />
      <CarrierTabs
        render={(tab) => {
          switch (tab) {
            case 'logiscope':
              return (
                <div className={styles.tabStack}>
                  <SampleIntelligenceReport scores={scores} />
                  <div className={styles.intelGrid}>
                    <RiskScoreCard carrier={carrier} />
                    <RiskFactorsCard factors={carrier.riskFactors} notEnoughData={false} />
                  </div>
                </div>
              );
            case 'overview':
              return <OverviewTab carrier={carrier} />;
            case 'equipment':
              return (
                <Card variant="outlined" title={t('tabs.equipment')}>
                  <EquipmentTable equipment={SAMPLE_EQUIPMENT} />
                </Card>
              );
            case 'safety':
              return <SafetyTab carrier={carrier} />;
            case 'notes':
              return (
                <div className={styles.tabStack}>
                  <Card variant="outlined" title={tn('mine')}>
                    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={tn('empty')} />
                  </Card>
                  <Card variant="outlined" title={tn('community')}>
                    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={tn('communityEmpty')} />
                  </Card>
                </div>
              );
            case 'reports':
              return (
                <Card variant="outlined" title={t('tabs.reports')}>
                  <Empty description={t('reports.empty')} />
                </Card>
              );
            case 'certificates':
              return <CertificatesTab carrier={carrier} />;
            default: {
              const unreachable: never = tab;
              return unreachable;
            }
          }
        }}
      />
    </div>
  );
}
