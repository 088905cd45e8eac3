import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import type { LookupSample } from '@logiscope/proto/views';
import type { LookupKind } from '../fmcsa-lookup.types';
import styles from './FmcsaLookup.module.css';

interface Props {
  mc: readonly LookupSample[];
  dot: readonly LookupSample[];
  loading: boolean;
  onPick: (kind: LookupKind, number: string) => void;
}

/** 'Try an MC number: MC-… ×3, Try a DOT number: DOT … ×3'; each button names its carrier and why it was picked. */
export function LookupSampleButtons({ mc, dot, loading, onPick }: Props) {
  const { t } = useTranslation('fmcsa');
  if (loading) return null;
  if (mc.length + dot.length === 0) return <div className={styles.samples}>{t('noSamples')}</div>;
  const title = (sample: LookupSample) => [sample.companyName, sample.standing === 'OTHER' ? '' : t(`standing.${sample.standing}`)].filter(Boolean).join(' · ');
  const buttons = (kind: LookupKind, samples: readonly LookupSample[]) =>
    samples.map((sample) => (
      <Button key={sample.number} size="small" title={title(sample)} data-testid={`fmcsa-sample-${kind}`} onClick={() => onPick(kind, sample.number)}>
        {kind === 'mc' ? `MC-${sample.number}` : `DOT ${sample.number}`}
      </Button>
    ));
  return (
    <div className={styles.samples}>
      {mc.length > 0 ? <span>{t('sampleMc')}</span> : null}
      {buttons('mc', mc)}
      {dot.length > 0 ? <span>{t('sampleDot')}</span> : null}
      {buttons('dot', dot)}
    </div>
  );
}
