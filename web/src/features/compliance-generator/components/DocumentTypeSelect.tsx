import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { COMPLIANCE_DOCUMENT_TYPES, type ComplianceDocumentType } from '@logiscope/proto/views';

/** DUE_DILIGENCE, SAFETY_AUDIT or COMPLIANCE_REPORT, in the reader's language. */
export function DocumentTypeSelect({ value, onChange }: { value: ComplianceDocumentType | undefined; onChange: (type: ComplianceDocumentType | undefined) => void }) {
  const { t } = useTranslation('compliance');
  return (
    <Select
      id="compliance-type"
      data-testid="compliance-type"
      allowClear
      value={value}
      placeholder={t('generator.documentTypePlaceholder')}
      onChange={(type?: ComplianceDocumentType) => onChange(type)}
      options={COMPLIANCE_DOCUMENT_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }))}
      style={{ width: '100%' }}
    />
  );
}
