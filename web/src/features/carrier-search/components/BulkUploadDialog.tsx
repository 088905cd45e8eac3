import { useMemo, useState } from 'react';
import { Alert, Button, Input, Modal, Progress, Radio, Table, Tag, Upload } from 'antd';
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useApiErrorToast } from '../../../shared/hooks/useApiErrorToast';
import { useToast } from '../../../shared/hooks/useToast';
import { downloadTextFile } from '../../../shared/utils/download';
import { CSV_MIME } from '../../../shared/utils/csv';
import { formatLocation, formatMcNumber } from '../../carriers/carrier.format';
import { AuthorityStatusBadge } from '../../carriers/components/AuthorityStatusBadge';
import { SafetyRatingBadge } from '../../carriers/components/CarrierBadges';
import { BULK_MAX_ENTRIES, parseBulkInput, type BulkKind } from '../bulk-input';
import { bulkResultsToCsv, exportFileName, type BulkLookupRow } from '../carrier-csv';
import { useBulkLookup } from '../hooks/useBulkLookup';
import styles from './CarrierSearch.module.css';

const OUTCOME_COLOR: Record<BulkLookupRow['outcome'], string> = { pending: 'processing', found: 'success', notFound: 'warning', failed: 'error' };

/** Bulk Upload: a pasted list or CSV of MC/DOT numbers, looked up in one go, with a results table and CSV export. */
export function BulkUploadDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation(['search', 'carriers']);
  // i18n-keys: search:csv.*
  const toast = useToast();
  const showError = useApiErrorToast();
  const [text, setText] = useState('');
  const [bareAs, setBareAs] = useState<BulkKind>('dot');
  const parsed = useMemo(() => parseBulkInput(text, bareAs), [text, bareAs]);
  const onUnauthorized = useMemo(() => (error: unknown) => showError(error, { title: t('bulk.failed') }), [showError, t]);
  const lookup = useBulkLookup(onUnauthorized);

  const mcCount = parsed.entries.filter((entry) => entry.kind === 'mc').length;
  const done = lookup.rows.filter((row) => row.outcome !== 'pending').length;
  const found = lookup.rows.filter((row) => row.outcome === 'found').length;
  const outcomeLabel = (row: BulkLookupRow) => t(`bulk.outcome.${row.outcome}`);

  const readFile = (file: File) => {
    file
      .text()
      .then((content) => setText(content))
      .catch(() => toast({ title: t('bulk.title'), description: t('bulk.readFailed'), variant: 'destructive' }));
    return false;
  };

  const exportResults = () => {
    const fileName = exportFileName('logiscope-bulk-lookup', new Date());
    downloadTextFile(fileName, bulkResultsToCsv(lookup.rows, (key) => t(`csv.${key}`), outcomeLabel), CSV_MIME);
    toast({ title: t('toasts.exported'), description: t('toasts.exportedText', { count: lookup.rows.length, file: fileName }), variant: 'success' });
  };

  const close = () => {
    lookup.reset();
    onClose();
  };

  const columns = [
    { key: 'input', title: t('bulk.columns.input'), dataIndex: 'raw' },
    {
      key: 'outcome',
      title: t('bulk.columns.result'),
      render: (_: unknown, row: BulkLookupRow) => <Tag color={OUTCOME_COLOR[row.outcome]}>{outcomeLabel(row)}</Tag>,
    },
    {
      key: 'company',
      title: t('bulk.columns.company'),
      render: (_: unknown, row: BulkLookupRow) =>
        row.record?.dotNumber ? (
          <Link to={`/carrier/${encodeURIComponent(row.record.dotNumber)}`} onClick={close}>
            {row.record.companyName || row.record.legalName}
          </Link>
        ) : (
          (row.record?.companyName ?? '')
        ),
    },
    { key: 'mc', title: t('bulk.columns.mcNumber'), render: (_: unknown, row: BulkLookupRow) => formatMcNumber(row.record?.mcNumber) },
    { key: 'dot', title: t('bulk.columns.dotNumber'), render: (_: unknown, row: BulkLookupRow) => row.record?.dotNumber ?? '' },
    { key: 'location', title: t('bulk.columns.location'), render: (_: unknown, row: BulkLookupRow) => formatLocation(row.record?.city, row.record?.state) },
    {
      key: 'authority',
      title: t('bulk.columns.authority'),
      render: (_: unknown, row: BulkLookupRow) => (row.record ? <AuthorityStatusBadge status={row.record.authorityStatus} /> : null),
    },
    {
      key: 'safety',
      title: t('bulk.columns.safety'),
      render: (_: unknown, row: BulkLookupRow) => (row.record ? <SafetyRatingBadge rating={row.record.safetyRating} /> : null),
    },
  ];

  return (
    <Modal
      open={open}
      title={t('bulk.title')}
      onCancel={close}
      width={960}
      destroyOnHidden
      footer={[
        <Button key="export" icon={<DownloadOutlined />} onClick={exportResults} disabled={lookup.running || lookup.rows.length === 0}>
          {t('bulk.export')}
        </Button>,
        <Button key="close" onClick={close}>
          {t('bulk.close')}
        </Button>,
        <Button
          key="run"
          type="primary"
          loading={lookup.running}
          disabled={parsed.entries.length === 0}
          onClick={() => void lookup.start(parsed.entries)}
          data-testid="bulk-run"
        >
          {lookup.running ? t('bulk.lookingUp', { done, total: lookup.rows.length }) : t('bulk.lookUp', { count: parsed.entries.length })}
        </Button>,
      ]}
    >
      <div className={styles.bulkTop}>
        <p style={{ margin: 0 }}>{t('bulk.intro')}</p>
        <Input.TextArea
          aria-label={t('bulk.inputLabel')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={t('bulk.placeholder')}
          autoSize={{ minRows: 4, maxRows: 10 }}
          data-testid="bulk-input"
        />
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16, alignItems: 'center' }}>
          <Upload accept=".csv,.txt,text/csv,text/plain" showUploadList={false} beforeUpload={readFile} maxCount={1}>
            <Button icon={<UploadOutlined />}>{t('bulk.upload')}</Button>
          </Upload>
          <span>
            {t('bulk.bareAs')}{' '}
            <Radio.Group
              value={bareAs}
              onChange={(event) => setBareAs(event.target.value as BulkKind)}
              optionType="button"
              size="small"
              options={[
                { value: 'dot', label: t('bulk.bareDot') },
                { value: 'mc', label: t('bulk.bareMc') },
              ]}
            />
          </span>
        </div>
        <div className={styles.bulkSummary} data-testid="bulk-summary">
          {parsed.entries.length === 0 ? (
            <span>{t('bulk.nothingRecognised')}</span>
          ) : (
            <span>{t('bulk.recognised', { count: parsed.entries.length, mc: mcCount, dot: parsed.entries.length - mcCount })}</span>
          )}
          {parsed.duplicates > 0 ? <span>{t('bulk.duplicates', { count: parsed.duplicates })}</span> : null}
          {parsed.invalid.length > 0 ? (
            <span style={{ color: '#b45309' }}>{t('bulk.skipped', { count: parsed.invalid.length, examples: parsed.invalid.slice(0, 3).join(', ') })}</span>
          ) : null}
        </div>
        {parsed.truncated > 0 ? <Alert type="warning" showIcon title={t('bulk.truncated', { max: BULK_MAX_ENTRIES, count: parsed.truncated })} /> : null}
        {lookup.rows.length > 0 ? (
          <>
            <Progress percent={Math.round((done / lookup.rows.length) * 100)} size="small" format={() => t('bulk.summary', { found, total: lookup.rows.length })} aria-label={t('bulk.summary', { found, total: lookup.rows.length })} />
            <Table<BulkLookupRow>
              size="small"
              rowKey={(row) => `${row.kind}:${row.number}`}
              columns={columns}
              dataSource={lookup.rows}
              pagination={lookup.rows.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
              scroll={{ x: 800 }}
              data-testid="bulk-results"
            />
          </>
        ) : null}
      </div>
    </Modal>
  );
}
