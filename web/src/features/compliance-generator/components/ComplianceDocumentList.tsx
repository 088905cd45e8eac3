import { Button, Empty, Flex, Progress, Space, Tag, Typography } from 'antd';
import { DownloadOutlined, FilePdfOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ComplianceDocumentView } from '@logiscope/proto/views';
import { useFormat } from '../../../shared/hooks/useFormat';

const STATUS_COLOR: Record<ComplianceDocumentView['status'], string> = {
  GENERATING: 'processing',
  GENERATED: 'green',
  DOWNLOADED: 'blue',
  ARCHIVED: 'default',
  FAILED: 'red',
};

export type ListedDocument = Pick<
  ComplianceDocumentView,
  'id' | 'carrierName' | 'dotNumber' | 'mcNumber' | 'documentType' | 'title' | 'status' | 'progress' | 'error' | 'requestedAt' | 'generatedAt' | 'nextReviewDate'
>;

const ROW = { padding: '12px 0', borderBottom: '1px solid rgba(5, 5, 5, 0.06)' };

/** The generated documents, newest first: type, status, dates, the job's progress, and Download once generated. */
export function ComplianceDocumentList({ documents, onDownload, downloadingId }: { documents: ListedDocument[]; onDownload: (d: ListedDocument) => void; downloadingId?: string }) {
  const { t } = useTranslation('compliance');
  const f = useFormat();
  const date = (iso: string) => f.date(iso, true);
  if (documents.length === 0) return <Empty description={t('generator.empty')} data-testid="compliance-empty" />;
  return (
    <ul data-testid="compliance-documents" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {documents.map((d) => (
        <li key={d.id} data-testid="compliance-document" style={ROW}>
          <Flex gap={16} align="center" wrap>
            <FilePdfOutlined style={{ fontSize: 28, color: '#b91c1c' }} aria-hidden />
            <Flex vertical gap={2} style={{ flex: 1, minWidth: 240 }}>
              <Space wrap>
                <Typography.Text strong>{d.title}</Typography.Text>
                <Tag>{t(`types.${d.documentType}`)}</Tag>
                <Tag color={STATUS_COLOR[d.status]} data-testid="compliance-status">
                  {t(`status.${d.status}`)}
                </Tag>
              </Space>
              <Typography.Text type="secondary">{t('document.carrierNumbers', { dot: d.dotNumber, mc: d.mcNumber || t('document.noMc') })}</Typography.Text>
              {d.status === 'GENERATING' ? (
                <Progress percent={d.progress} size="small" status="active" aria-label={t(`status.${d.status}`)} data-testid="compliance-progress" />
              ) : d.status === 'FAILED' ? (
                <Typography.Text type="danger">{t('document.failed', { error: d.error })}</Typography.Text>
              ) : (
                <Typography.Text type="secondary">
                  {t('document.generatedAt', { date: date(d.generatedAt) })} · {t('document.nextReview', { date: f.date(d.nextReviewDate) })}
                </Typography.Text>
              )}
            </Flex>
            <Button
              icon={<DownloadOutlined />}
              disabled={d.status !== 'GENERATED' && d.status !== 'DOWNLOADED'}
              loading={downloadingId === d.id}
              onClick={() => onDownload(d)}
              data-testid="compliance-download"
            >
              {t('generator.download')}
            </Button>
          </Flex>
        </li>
      ))}
    </ul>
  );
}
