import { useEffect, useRef, useState } from 'react';
import { Alert, Card, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ComplianceDocumentType } from '@logiscope/proto/views';
import { useToast } from '../../../shared/hooks/useToast';
import { initialSampleDocuments, SAMPLE_CARRIERS, SAMPLE_GENERATION_MS, sampleDocument, sampleDocumentLines } from '../compliance.sample';
import { saveObjectUrl } from '../../../shared/utils/download';
import { samplePdf } from '../sample-pdf';
import { ComplianceDocumentList, type ListedDocument } from './ComplianceDocumentList';
import { GeneratorForm } from './GeneratorForm';

/** Visitors: the spec's sample generator (sample carriers, a simulated 2-second generation), calling no server. */
export function SampleComplianceGenerator() {
  const { t } = useTranslation('compliance');
  const toast = useToast();
  const [documents, setDocuments] = useState<ListedDocument[]>(() => initialSampleDocuments(new Date()));
  const [carrierId, setCarrierId] = useState<string>();
  const [documentType, setDocumentType] = useState<ComplianceDocumentType>();
  const [busy, setBusy] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const generate = () => {
    const carrier = SAMPLE_CARRIERS.find((c) => c.id === carrierId);
    if (!carrier || !documentType) {
      toast({ title: t('toasts.missingTitle'), description: t('toasts.missingText'), variant: 'destructive' });
      return;
    }
    setBusy(true);
    timer.current = setTimeout(() => {
      setDocuments((list) => [sampleDocument(carrier, documentType, new Date(), list.length + 1), ...list]);
      setCarrierId(undefined);
      setDocumentType(undefined);
      setBusy(false);
      toast({ title: t('toasts.generatedTitle'), description: t('toasts.generatedText'), variant: 'success' });
    }, SAMPLE_GENERATION_MS);
  };

  const download = (d: ListedDocument) => {
    saveObjectUrl(URL.createObjectURL(samplePdf(d.title, sampleDocumentLines(d))), `${d.id}.pdf`);
    setDocuments((list) => list.map((x) => (x.id === d.id ? { ...x, status: 'DOWNLOADED' } : x)));
    toast({ title: t('toasts.downloadedTitle'), description: t('toasts.downloadedText'), variant: 'success' });
  };

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <GeneratorForm
        carrierField={
          <Select
            id="compliance-carrier"
            data-testid="compliance-carrier"
            allowClear
            value={carrierId}
            onChange={(id?: string) => setCarrierId(id)}
            placeholder={t('generator.sampleCarriers')}
            options={SAMPLE_CARRIERS.map((c) => ({ value: c.id, label: `${c.name} · DOT ${c.dotNumber}` }))}
            style={{ width: '100%' }}
          />
        }
        documentType={documentType}
        onDocumentType={setDocumentType}
        onGenerate={generate}
        busy={busy}
        notice={<Alert type="info" showIcon title={t('generator.sampleNotice')} style={{ marginBottom: 16 }} />}
      />
      <Card variant="outlined" title={t('generator.documents')}>
        <ComplianceDocumentList documents={documents} onDownload={download} />
      </Card>
    </Space>
  );
}
