import { Input, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { LoginTrackingFilters } from '../loginTracking.api';

/** Free text, status and threat, combined with AND by the server. */
export function LoginFilters({ value, onChange }: { value: LoginTrackingFilters; onChange: (next: LoginTrackingFilters) => void }) {
  const { t } = useTranslation('loginTracking');
  return (
    <Space wrap style={{ marginBottom: 16 }}>
      <Input.Search
        allowClear
        aria-label={t('filters.search')}
        placeholder={t('filters.search')}
        style={{ width: 320 }}
        defaultValue={value.search}
        onSearch={(search) => onChange({ ...value, search })}
        onChange={(e) => onChange({ ...value, search: e.target.value })}
      />
      <Select
        aria-label={t('table.status')}
        style={{ width: 160 }}
        value={value.status}
        onChange={(status) => onChange({ ...value, status })}
        options={[{ value: '', label: t('filters.allStatus') }, ...(['SUCCESS', 'FAILED', 'BLOCKED'] as const).map((s) => ({ value: s, label: t(`status.${s}`) }))]}
      />
      <Select
        aria-label={t('details.threatLevel')}
        style={{ width: 160 }}
        value={value.threatLevel}
        onChange={(threatLevel) => onChange({ ...value, threatLevel })}
        options={[{ value: '', label: t('filters.allThreats') }, ...(['LOW', 'MEDIUM', 'HIGH', 'CRITICAL'] as const).map((s) => ({ value: s, label: t(`threat.${s}`) }))]}
      />
    </Space>
  );
}
