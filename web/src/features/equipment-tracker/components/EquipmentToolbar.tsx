import { Button, Input, Select } from 'antd';
import { BarcodeOutlined, SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import styles from './EquipmentTracker.module.css';

interface Choice<V extends string> {
  value: V;
  label: string;
}

export interface EquipmentToolbarProps<S extends string, T extends string> {
  search: string;
  onSearch: (search: string) => void;
  status: S | 'ALL';
  statuses: readonly Choice<S>[];
  onStatus: (status: S | 'ALL') => void;
  type: T | 'ALL';
  types: readonly Choice<T>[];
  onType: (type: T | 'ALL') => void;
  onVinLookup: () => void;
}

/** The tracker's search box, status and type filters and VIN Lookup button (sample and live screens alike). */
export function EquipmentToolbar<S extends string, T extends string>(props: EquipmentToolbarProps<S, T>) {
  const { t } = useTranslation('equipment');
  return (
    <div className={styles.toolbar}>
      <Input
        prefix={<SearchOutlined aria-hidden />}
        aria-label={t('tracker.searchLabel')}
        placeholder={t('tracker.searchPlaceholder')}
        value={props.search}
        maxLength={100}
        onChange={(event) => props.onSearch(event.target.value)}
        allowClear
        className={styles.search}
      />
      <Select<S | 'ALL'>
        aria-label={t('tracker.statusLabel')}
        value={props.status}
        onChange={props.onStatus}
        options={[{ value: 'ALL' as const, label: t('tracker.allStatuses') }, ...props.statuses]}
        className={styles.select}
      />
      <Select<T | 'ALL'>
        aria-label={t('tracker.typeLabel')}
        value={props.type}
        onChange={props.onType}
        options={[{ value: 'ALL' as const, label: t('tracker.allTypes') }, ...props.types]}
        className={styles.select}
      />
      <Button icon={<BarcodeOutlined />} onClick={props.onVinLookup}>
        {t('tracker.vinLookup')}
      </Button>
    </div>
  );
}
