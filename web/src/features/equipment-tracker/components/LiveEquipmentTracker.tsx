import { useState } from 'react';
import { Alert, Pagination, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { EQUIPMENT_PAGE_SIZE } from '@logiscope/proto/http';
import { useErrorText } from '../../../shared/hooks/useErrorText';
import { useNumberFormat } from '../../../shared/hooks/useNumberFormat';
import { useSearchEquipmentQuery } from '../equipment.api';
import { INITIAL_FILTERS, LIVE_STATUSES, equipmentQueryOf, withFilter, type LiveFilters } from '../equipment-tracker.rules';
import { useDebouncedValue } from '../hooks/useDebouncedValue';
import { EquipmentToolbar } from './EquipmentToolbar';
import { LiveEquipmentCard } from './LiveEquipmentCard';
import { LiveVinLookup } from './LiveVinLookup';
import { NoEquipmentFound } from './NoEquipmentFound';
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
      <EquipmentToolbar
        search={filters.search}
        onSearch={(value) => setFilters(withFilter(filters, { search: value }))}
        status={filters.status}
        statuses={LIVE_STATUSES.map((status) => ({ value: status, label: t(`tracker.status.${status}`) }))}
        onStatus={(status) => setFilters(withFilter(filters, { status }))}
        type={filters.type}
        types={[
          { value: 'TRACTOR' as const, label: t('types.tractor') },
          { value: 'TRAILER' as const, label: t('types.trailer') },
        ]}
        onType={(type) => setFilters(withFilter(filters, { type }))}
        onVinLookup={() => setLookupOpen(true)}
      />
      {error ? <Alert type="error" showIcon title={errorText(error, t('live.failed'))} style={{ marginBottom: 16 }} /> : null}
      {data ? (
        <p className={styles.count} data-testid="equipment-count">
          {data.capped ? t('live.countCapped', { count: formatNumber(data.total) }) : t('tracker.count', { count: data.total })}
        </p>
      ) : null}
      <Spin spinning={isFetching}>
        {data && items.length === 0 ? (
          <NoEquipmentFound />
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
