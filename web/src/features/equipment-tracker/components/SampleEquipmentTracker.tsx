import { useMemo, useState } from 'react';
import { Alert, Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  SAMPLE_EQUIPMENT_FLEET,
  SAMPLE_STATUSES,
  SAMPLE_TYPES,
  filterSampleEquipment,
  lookupSampleVin,
  type SampleEquipment,
  type SampleFilters,
} from '../equipment-sample';
import { EquipmentToolbar } from './EquipmentToolbar';
import { NoEquipmentFound } from './NoEquipmentFound';
import { SampleEquipmentCard } from './SampleEquipmentCard';
import { VinLookupDialog } from './VinLookupDialog';
import styles from './EquipmentTracker.module.css';

/** The visitor's equipment tracker on sample data: search, status and type filters, VIN Lookup, cards. */
export function SampleEquipmentTracker() {
  const { t } = useTranslation('equipment');
  const [filters, setFilters] = useState<SampleFilters>({ search: '', status: 'ALL', type: 'ALL' });
  const [lookupOpen, setLookupOpen] = useState(false);
  const [vinText, setVinText] = useState('');
  const [found, setFound] = useState<SampleEquipment | null | undefined>(undefined);
  const items = useMemo(() => filterSampleEquipment(SAMPLE_EQUIPMENT_FLEET, filters), [filters]);

  const closeLookup = () => {
    setLookupOpen(false);
    setVinText('');
    setFound(undefined);
  };

  return (
    <>
      <Alert type="info" showIcon title={t('tracker.sampleNotice')} style={{ marginBottom: 16 }} />
      <EquipmentToolbar
        search={filters.search}
        onSearch={(search) => setFilters({ ...filters, search })}
        status={filters.status}
        statuses={SAMPLE_STATUSES.map((status) => ({ value: status, label: t(`tracker.status.${status}`) }))}
        onStatus={(status) => setFilters({ ...filters, status })}
        type={filters.type}
        types={SAMPLE_TYPES.map((type) => ({ value: type, label: type === 'Tractor' ? t('types.tractor') : t('types.trailer') }))}
        onType={(type) => setFilters({ ...filters, type })}
        onVinLookup={() => setLookupOpen(true)}
      />
      <p className={styles.count}>{t('tracker.count', { count: items.length })}</p>
      {items.length === 0 ? (
        <NoEquipmentFound />
      ) : (
        <div className={styles.grid}>
          {items.map((item) => (
            <SampleEquipmentCard key={item.id} item={item} />
          ))}
        </div>
      )}
      <VinLookupDialog
        open={lookupOpen}
        onClose={closeLookup}
        value={vinText}
        onChange={setVinText}
        onLookUp={(value) => setFound(lookupSampleVin(SAMPLE_EQUIPMENT_FLEET, value))}
      >
        {found ? <SampleEquipmentCard item={found} /> : null}
        {found === null ? <Empty description={t('tracker.empty')} /> : null}
      </VinLookupDialog>
    </>
  );
}
