import type { ReactNode } from 'react';
import { Button, Card, Col, Form, Row } from 'antd';
import { FileAddOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ComplianceDocumentType } from '@logiscope/proto/views';
import { DocumentTypeSelect } from './DocumentTypeSelect';

export interface GeneratorFormProps {
  /** The carrier picker (live search, or the sample carriers). */
  carrierField: ReactNode;
  documentType: ComplianceDocumentType | undefined;
  onDocumentType: (type: ComplianceDocumentType | undefined) => void;
  onGenerate: () => void;
  busy: boolean;
  disabled?: boolean;
  /** A line above the fields (the sample notice, the broker-only rule). */
  notice?: ReactNode;
}

/** The spec's generator: a carrier select, a document type select and a Generate button. */
export function GeneratorForm({ carrierField, documentType, onDocumentType, onGenerate, busy, disabled, notice }: GeneratorFormProps) {
  const { t } = useTranslation('compliance');
  return (
    <Card variant="outlined">
      {notice}
      <Form layout="vertical" onFinish={onGenerate}>
        <Row gutter={16} align="bottom">
          <Col xs={24} md={11}>
            <Form.Item label={t('generator.carrier')} htmlFor="compliance-carrier">
              {carrierField}
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item label={t('generator.documentType')} htmlFor="compliance-type">
              <DocumentTypeSelect value={documentType} onChange={onDocumentType} />
            </Form.Item>
          </Col>
          <Col xs={24} md={5}>
            <Form.Item>
              <Button type="primary" htmlType="submit" icon={<FileAddOutlined />} loading={busy} disabled={disabled} block data-testid="compliance-generate">
                {busy ? t('generator.generating') : t('generator.generate')}
              </Button>
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Card>
  );
}
