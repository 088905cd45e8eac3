import { useState } from 'react';
import { Alert, Button, Card, Input, Segmented, Space, Spin, Typography } from 'antd';
import { DatabaseOutlined, SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../auth/hooks/useSession';
import { ScreenPage } from '../../../shared/ui/ScreenPage';
import { CarrierImportsSection } from '../components/CarrierImportsSection';
import { FmcsaResult } from '../components/FmcsaResult';
import { LookupSampleButtons } from '../components/LookupSampleButtons';
import { useFmcsaLookup } from '../hooks/useFmcsaLookup';
import { useLookupSamples } from '../hooks/useLookupSamples';
import type { LookupKind } from '../fmcsa-lookup.types';
import styles from '../components/FmcsaLookup.module.css';

/**
 * /fmcsa-integration: MC Number Search / DOT Number Search, Search FMCSA (Enter too; disabled while the
 * trimmed input is empty), three sample MC and three sample DOT numbers, the result cards and the data source.
 * Signed in it asks the live data, and the samples are carriers the server holds; visitors get built-in sample records. Below the lookup, platform operators (not
 * company administrators: import runs are platform-wide data) see the FMCSA data imports.
 */
export function FmcsaLookupPage() {
  const { t } = useTranslation(['pages', 'fmcsa']);
  const { state, user } = useSession();
  const live = state === 'signedIn';
  const operator = live && user?.isOperator === true;
  const [kind, setKind] = useState<LookupKind>('mc');
  const [input, setInput] = useState('');
  const { lookup, record, failure, loading } = useFmcsaLookup(live);
  const samples = useLookupSamples(live);
  const canSearch = input.trim() !== '';

  const run = (nextKind: LookupKind, value: string) => {
    setKind(nextKind);
    setInput(value);
    lookup(nextKind, value);
  };

  return (
    <ScreenPage title={t('fmcsaIntegration.title')} description={t('fmcsaIntegration.description')}>
      {!live ? <Alert type="info" showIcon title={t('fmcsa:sampleNotice')} style={{ marginBottom: 16 }} data-testid="fmcsa-sample-notice" /> : null}
      <Card variant="outlined" className={styles.searchCard}>
        <Segmented<LookupKind>
          value={kind}
          onChange={(value) => setKind(value)}
          options={[
            { value: 'mc', label: t('fmcsa:mcSearch') },
            { value: 'dot', label: t('fmcsa:dotSearch') },
          ]}
          aria-label={t('fmcsa:searchType')}
        />
        <Space.Compact className={styles.searchRow}>
          <Input
            size="large"
            aria-label={kind === 'mc' ? t('fmcsa:mcLabel') : t('fmcsa:dotLabel')}
            placeholder={kind === 'mc' ? t('fmcsa:mcPlaceholder') : t('fmcsa:dotPlaceholder')}
            value={input}
            onChange={(event) => setInput(event.target.value)}
            onPressEnter={() => {
              if (canSearch) lookup(kind, input);
            }}
            autoComplete="off"
          />
          <Button size="large" type="primary" icon={<SearchOutlined />} disabled={!canSearch} loading={loading} onClick={() => lookup(kind, input)}>
            {t('fmcsa:search')}
          </Button>
        </Space.Compact>
        <LookupSampleButtons mc={samples.mc} dot={samples.dot} loading={samples.loading} onPick={run} />
      </Card>

      {loading ? (
        <div className={styles.loading}>
          <Spin description={t('fmcsa:searching')} />
        </div>
      ) : record ? (
        <FmcsaResult record={record} profileLink={live} />
      ) : failure ? (
        <Alert
          type="error"
          showIcon
          title={t('fmcsa:panelError')}
          description={failure.kind === 'mc' ? t('fmcsa:panelErrorMc') : t('fmcsa:panelErrorDot')}
          data-testid="fmcsa-error"
        />
      ) : (
        <Card variant="outlined" className={styles.empty}>
          <DatabaseOutlined className={styles.emptyIcon} aria-hidden />
          <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
            {t('fmcsa:initial')}
          </Typography.Paragraph>
        </Card>
      )}

      <footer className={styles.footer} data-testid="fmcsa-footer">
        <DatabaseOutlined aria-hidden /> <strong>{t('fmcsa:sourceTitle')}</strong> {live ? t('fmcsa:sourceLive') : t('fmcsa:sourceSample')}
      </footer>

      {operator ? <CarrierImportsSection /> : null}
    </ScreenPage>
  );
}
