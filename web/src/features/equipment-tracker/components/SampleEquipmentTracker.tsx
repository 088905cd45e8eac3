import { useMemo, useState } from 'react';
import { Alert, Button, Empty, Input, Modal, Select } from 'antd';
import { BarcodeOutlined, SearchOutlined } from '@ant-design/icons';
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
import { SampleEquipmentCard } from './SampleEquipmentCard';
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
      <div className={styles.toolbar}>
        <Input
          prefix={<SearchOutlined aria-hidden />}
          aria-label={t('tracker.searchLabel')}
          placeholder={t('tracker.searchPlaceholder')}
          value={filters.search}
          onChange={(event) => setFilters({ ...filters, search: event.target.value })}
          allowClear
          className={styles.search}
        />
        <Select<SampleFilters['status']>
          aria-label={t('tracker.statusLabel')}
          value={filters.status}
          onChange={(status) => setFilters({ ...filters, status })}
          options={[{ value: 'ALL', label: t('tracker.allStatuses') }, ...SAMPLE_STATUSES.map((status) => ({ value: status, label: t(`tracker.status.${status}`) }))]}
          className={styles.select}
        />
        <Select<SampleFilters['type']>
          aria-label={t('tracker.typeLabel')}
          value={filters.type}
          onChange={(type) => setFilters({ ...filters, type })}
          options={[{ value: 'ALL', label: t('tracker.allTypes') }, ...SAMPLE_TYPES.map((type) => ({ value: type, label: type === 'Tractor' ? t('types.tractor') : t('types.trailer') }))]}
          className={styles.select}
        />
        <Button icon={<BarcodeOutlined />} onClick={() => setLookupOpen(true)}>
          {t('tracker.vinLookup')}
        </Button>
      </div>
      <p className={styles.count}>{t('tracker.count', { count: items.length })}</p>
      {items.length === 0 ? (
        <Empty description={<strong>{t('tracker.empty')}</strong>} data-testid="equipment-empty">
          <p className={styles.none}>{t('tracker.emptyText')}</p>
        </Empty>
      ) : (
        <div className={styles.grid}>
          {items.map((item) => (
            <SampleEquipmentCard key={item.id} item={item} />
          ))}
        </div>
      )}
      <Modal open={lookupOpen} title={t('tracker.vinLookupTitle')} onCancel={closeLookup} footer={<Button onClick={closeLookup}>{t('tracker.close')}</Button>} width={720}>
        <p style={{ marginTop: 0, color: 'rgba(0,0,0,0.6)' }}>{t('tracker.vinLookupHint')}</p>
        <Input.Search
          aria-label={t('tracker.vinLookupLabel')}
          placeholder={t('tracker.vinLookupLabel')}
          value={vinText}
          onChange={(event) => setVinText(event.target.value.toUpperCase())}
          onSearch={(value) => setFound(lookupSampleVin(SAMPLE_EQUIPMENT_FLEET, value))}
          enterButton={t('tracker.vinLookupAction')}
          style={{ marginBottom: 16 }}
        />
        {found ? <SampleEquipmentCard item={found} /> : null}
        {found === null ? <Empty description={t('tracker.empty')} /> : null}
      </Modal>
    </>
  );
}
