import { useState } from 'react';
import { Alert, Button, Empty, Flex, Input, Space, Tag, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { VettingView } from '@logiscope/proto/views';
import { useErrorText } from '../../../shared/hooks/useErrorText';
import { useFormat } from '../../../shared/hooks/useFormat';
import { useToast } from '../../../shared/hooks/useToast';
import { useUnauthorizedEffect } from '../../../shared/hooks/useUnauthorizedEffect';
import { ContentSpinner } from '../../../shared/ui/ContentSpinner';
import { ScreenPage } from '../../../shared/ui/ScreenPage';
import { CSV_MIME } from '../../../shared/utils/csv';
import { localDateStamp } from '../../../shared/utils/dates';
import { downloadTextFile } from '../../../shared/utils/download';
import { VerdictBadge } from '../../carriers/components/VerdictBadge';
import { VettingLinks } from '../components/VettingLinks';
import { VettingRetention } from '../components/VettingRetention';
import { useLazyListVettingsQuery, useListVettingsQuery } from '../vetting.api';
import { vettingsToCsv } from '../vetting-csv';

const PAGE = 50;
/** The export reads the whole history a page of 500 at a time, up to this many records. */
const EXPORT_MAX = 20_000;

function Row({ record }: { record: VettingView }) {
  const { t } = useTranslation('compliance');
  const format = useFormat();
  return (
    <li data-testid="vetting-row" data-code={record.code} style={{ padding: '12px 0', borderBottom: '1px solid rgba(5, 5, 5, 0.06)' }}>
      <Flex gap={12} wrap justify="space-between" align="start">
        <Flex vertical gap={2} style={{ minWidth: 0 }}>
          <Link to={`?${new URLSearchParams({ loadReference: record.loadReference })}`} data-testid="vetting-row-load">
            <Typography.Text strong>{t('vetting.history.load', { reference: record.loadReference })}</Typography.Text>
          </Link>
          <span>
            <Link to={`/carrier/${encodeURIComponent(record.carrierId)}`}>{record.carrierName}</Link> ·{' '}
            <Link to={`?${new URLSearchParams({ carrierId: record.carrierId })}`} title={t('vetting.history.carrierRecords')} data-testid="vetting-row-carrier">
              USDOT {record.dotNumber}
            </Link>
          </span>
          <Typography.Text type="secondary">
            {t('vetting.history.vetted', { date: format.date(record.vettedAt, true), name: record.requestedBy })} · {record.code}
          </Typography.Text>
          <Space wrap size={4}>
            <VerdictBadge verdict={record} testId="vetting-row-outcome" />
            {record.overridden ? <Tag color="gold">{t('vetting.history.accepted')}</Tag> : null}
            {record.supersededBy ? <Tag data-testid="vetting-row-superseded">{t('vetting.history.superseded')}</Tag> : null}
          </Space>
        </Flex>
        <VettingLinks code={record.code} dotNumber={record.dotNumber} />
      </Flex>
    </li>
  );
}

/** /load-vetting: the company's vetting records, newest first, searched by load reference, carrier, USDOT or MC, exported as CSV. */
export function LoadVettingHistoryPage() {
  const { t } = useTranslation('compliance');
  const errorText = useErrorText();
  const toast = useToast();
  // Per carrier (?carrierId=) and per load (?loadReference=): the links of each record, the carrier page's link.
  const [params, setParams] = useSearchParams();
  const carrierId = params.get('carrierId') ?? '';
  const loadReference = params.get('loadReference') ?? '';
  const [q, setQ] = useState('');
  const [limit, setLimit] = useState(PAGE);
  const { data, error, isFetching, isLoading } = useListVettingsQuery({ q, carrierId, loadReference, limit });
  const clear = (name: 'carrierId' | 'loadReference') => {
    const next = new URLSearchParams(params);
    next.delete(name);
    setParams(next);
    setLimit(PAGE);
  };
  const [fetchPage] = useLazyListVettingsQuery();
  const [exporting, setExporting] = useState(false);
  useUnauthorizedEffect(error);

  const exportCsv = async () => {
    setExporting(true);
    try {
      const all: VettingView[] = [];
      let cursor = '';
      do {
        const page = await fetchPage({ q, carrierId, loadReference, cursor, limit: 500 }).unwrap();
        all.push(...page.items);
        cursor = page.nextCursor;
      } while (cursor && all.length < EXPORT_MAX);
      const file = `load-vetting-${localDateStamp(new Date())}.csv`;
      // i18n-keys: compliance:vetting.csv.*
      downloadTextFile(file, vettingsToCsv(all, (key) => t(`vetting.csv.${key}`)), CSV_MIME);
      toast({ title: t('vetting.history.exported'), description: t('vetting.history.exportedText', { count: all.length, file }), variant: 'success' });
    } catch (e) {
      toast({ title: t('toasts.failedTitle'), description: errorText(e, t('vetting.history.exportFailed')) });
    } finally {
      setExporting(false);
    }
  };

  const items = data?.items ?? [];
  return (
    <ScreenPage title={t('vetting.history.title')} description={t('vetting.history.description')}>
      <VettingRetention />
      <Flex gap={12} wrap style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear
          aria-label={t('vetting.history.search')}
          placeholder={t('vetting.history.searchPlaceholder')}
          onSearch={(value) => {
            setQ(value.trim());
            setLimit(PAGE);
          }}
          style={{ maxWidth: 420, flex: '1 1 240px' }}
          data-testid="vetting-search"
        />
        {carrierId ? (
          <Tag closable onClose={() => clear('carrierId')} data-testid="vetting-filter-carrier" style={{ alignSelf: 'center' }}>
            {t('vetting.history.onlyCarrier', { id: carrierId })}
          </Tag>
        ) : null}
        {loadReference ? (
          <Tag closable onClose={() => clear('loadReference')} data-testid="vetting-filter-load" style={{ alignSelf: 'center' }}>
            {t('vetting.history.onlyLoad', { reference: loadReference })}
          </Tag>
        ) : null}
        <Button icon={<DownloadOutlined />} loading={exporting} disabled={items.length === 0} onClick={() => void exportCsv()} data-testid="vetting-export">
          {t('vetting.history.export')}
        </Button>
      </Flex>
      {isLoading ? (
        <ContentSpinner />
      ) : error ? (
        <Alert type="error" showIcon title={t('vetting.history.loadFailed')} description={errorText(error, '')} />
      ) : items.length === 0 ? (
        <Empty description={q || carrierId || loadReference ? t('vetting.history.noMatch') : t('vetting.history.none')} data-testid="vetting-empty" />
      ) : (
        <>
          <ul data-testid="vetting-list" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {items.map((record) => (
              <Row key={record.code} record={record} />
            ))}
          </ul>
          {data?.nextCursor && limit < 500 ? (
            <Button style={{ marginTop: 16 }} loading={isFetching} onClick={() => setLimit(Math.min(limit + PAGE, 500))} data-testid="vetting-more">
              {t('vetting.history.more')}
            </Button>
          ) : null}
        </>
      )}
    </ScreenPage>
  );
}
