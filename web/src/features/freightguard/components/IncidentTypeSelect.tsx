import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FREIGHTGUARD_CATEGORIES, FREIGHTGUARD_INCIDENT_GROUPS } from '@logiscope/proto/views';

/** The spec's grouped incident type selector: about 130 values in 16 groups, its list scrolling at 300px. */
export function IncidentTypeSelect({ value, onChange }: { value: string; onChange: (type: string) => void }) {
  const { t } = useTranslation('freightguard');
  const options = FREIGHTGUARD_CATEGORIES.map((category) => ({
    label: t(`groups.${category}`),
    title: category,
    options: FREIGHTGUARD_INCIDENT_GROUPS[category].map((type) => ({ label: t(`types.${type}`), value: type })),
  }));
  return (
    <Select
      id="fg-incident-type"
      data-testid="fg-incident-type"
      showSearch={{ optionFilterProp: 'label' }}
      listHeight={300}
      placeholder={t('fields.chooseType')}
      value={value || undefined}
      onChange={onChange}
      options={options}
    />
  );
}
