import { Input, Select, Space } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { FREIGHTGUARD_CATEGORIES, FREIGHTGUARD_STATUSES } from '@logiscope/proto/views';

export interface FilterValues {
  search: string;
  category: string;
  status: string;
}

/** Search box, category filter and status filter, each with ALL. */
export function FreightGuardFilters({ value, onChange, placeholder }: { value: FilterValues; onChange: (v: FilterValues) => void; placeholder: string }) {
  const { t } = useTranslation('freightguard');
  return (
    <Space wrap style={{ marginBottom: 16 }}>
      <Input
        allowClear
        data-testid="fg-search"
        aria-label={placeholder}
        prefix={<SearchOutlined />}
        placeholder={placeholder}
        style={{ width: 340 }}
        value={value.search}
        onChange={(e) => onChange({ ...value, search: e.target.value })}
      />
      <Select
        data-testid="fg-filter-category"
        aria-label={t('fields.reportCategory')}
        style={{ width: 240 }}
        value={value.category}
        onChange={(category) => onChange({ ...value, category })}
        options={[{ value: 'ALL', label: t('allCategories') }, ...FREIGHTGUARD_CATEGORIES.map((c) => ({ value: c, label: t(`categories.${c}`) }))]}
      />
      <Select
        data-testid="fg-filter-status"
        aria-label={t('allStatuses')}
        style={{ width: 180 }}
        value={value.status}
        onChange={(status) => onChange({ ...value, status })}
        options={[{ value: 'ALL', label: t('allStatuses') }, ...FREIGHTGUARD_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) }))]}
      />
    </Space>
  );
}
