import { useState } from 'react';
import { Alert, Button, Empty, Input, Pagination, Select, Spin } from 'antd';
import { BarcodeOutlined, SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { EQUIPMENT_PAGE_SIZE } from '@logiscope/proto/http';
import { useErrorText } from '../../../shared/hooks/useErrorText';
import { useNumberFormat } from '../../../shared/hooks/useNumberFormat';
import { useSearchEquipmentQuery } from '../equipment.api';
import { INITIAL_FILTERS, LIVE_STATUSES, equipmentQueryOf, withFilter, type LiveFilters } from '../equipment-tracker.rules';
import { useDebouncedValue } from '../hooks/useDebouncedValue';
import { LiveEquipmentCard } from './LiveEquipmentCard';
import { LiveVinLookup } from './LiveVinLookup';
import styles from './EquipmentTracker.module.css';

/**
 * The signed-in equipment tracker (GET /api/equipment): every carrier's vehicles from FMCSA inspection data, searched
 * by VIN, plate, carrier, make or model, filtered by status and type, in pages of cards; VIN Lookup beside.
 */
export function LiveEquipmentTracker() {
  const { t } = useTranslation('equipment');
  const errorText = useErrorText();
  const formatNumber = useNumberFormat();
  const [filters, setFilters] = useState<LiveFilters>(INITIAL_FILTERS);
  const [lookupOpen, setLookupOpen] = useState(false);
  const search = useDebouncedValue(filters.search);
  const { data, isFetching, error } = useSearchEquipmentQuery(equipmentQueryOf({ ...filters, search }));
  const items = data?.items ?? [];

  return (
    <>
      <Alert type="info" showIcon title={t('live.notice')} description={t('live.statusRule')} style={{ marginBottom: 16 }} />
      <div className={styles.toolbar}>
        <Input
          prefix={<SearchOutlined aria-hidden />}
          aria-label={t('tracker.searchLabel')}
          placeholder={t('tracker.searchPlaceholder')}
          value={filters.search}
          maxLength={100}
          onChange={(event) => setFilters(withFilter(filters, { search: event.target.value }))}
          allowClear
          className={styles.search}
        />
        <Select<LiveFilters['status']>
          aria-label={t('tracker.statusLabel')}
          value={filters.status}
          onChange={(status) => setFilters(withFilter(filters, { status }))}
          options={[{ value: 'ALL', label: t('tracker.allStatuses') }, ...LIVE_STATUSES.map((status) => ({ value: status, label: t(`tracker.status.${status}`) }))]}
          className={styles.select}
        />
        <Select<LiveFilters['type']>
          aria-label={t('tracker.typeLabel')}
          value={filters.type}
          onChange={(type) => setFilters(withFilter(filters, { type }))}
          options={[
            { value: 'ALL', label: t('tracker.allTypes') },
            { value: 'TRACTOR', label: t('types.tractor') },
            { value: 'TRAILER', label: t('types.trailer') },
          ]}
          className={styles.select}
        />
        <Button icon={<BarcodeOutlined />} onClick={() => setLookupOpen(true)}>
          {t('tracker.vinLookup')}
        </Button>
      </div>
      {error ? <Alert type="error" showIcon title={errorText(error, t('live.failed'))} style={{ marginBottom: 16 }} /> : null}
      {data ? (
        <p className={styles.count} data-testid="equipment-count">
          {data.capped ? t('live.countCapped', { count: formatNumber(data.total) }) : t('tracker.count', { count: data.total })}
        </p>
      ) : null}
      <Spin spinning={isFetching}>
        {data && items.length === 0 ? (
          <Empty description={<strong>{t('tracker.empty')}</strong>} data-testid="equipment-empty">
            <p className={styles.none}>{t('tracker.emptyText')}</p>
          </Empty>
        ) : (
          <div className={styles.grid}>
            {items.map((item) => (
              <LiveEquipmentCard key={item.id} item={item} />
            ))}
          </div>
        )}
      </Spin>
      {data && data.total > data.pageSize ? (
        <Pagination
          style={{ marginTop: 16, textAlign: 'center' }}
          current={filters.page}
          pageSize={EQUIPMENT_PAGE_SIZE}
          total={data.total}
          showSizeChanger={false}
          onChange={(page) => setFilters({ ...filters, page })}
        />
      ) : null}
      <LiveVinLookup open={lookupOpen} onClose={() => setLookupOpen(false)} />
    </>
  );
}
