import { useEffect, useRef, useState } from 'react';
import { Alert, Card, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ComplianceDocumentType, ComplianceDocumentView } from '@logiscope/proto/views';
import { useApiErrorToast } from '../../../shared/hooks/useApiErrorToast';
import { useErrorText } from '../../../shared/hooks/useErrorText';
import { useToast } from '../../../shared/hooks/useToast';
import { useSession } from '../../auth/hooks/useSession';
import { useDownloadComplianceDocumentMutation, useListComplianceDocumentsQuery, useRequestComplianceDocumentMutation } from '../compliance.api';
import { saveObjectUrl } from '../../../shared/utils/download';
import { CarrierSelect } from './CarrierSelect';
import { ComplianceDocumentList, type ListedDocument } from './ComplianceDocumentList';
import { GeneratorForm } from './GeneratorForm';

/** While a job runs the list is polled this often (its progress and status come from the server). */
const POLL_MS = 700;

/**
 * Signed in: any carrier LogiScope holds, a background job per document with its progress, the company's documents
 * (GENERATED → DOWNLOADED) and the PDF download. Generating is a broker feature (the server refuses a shipper too).
 */
export function LiveComplianceGenerator() {
  const { t } = useTranslation('compliance');
  const { user } = useSession();
  const toast = useToast();
  const errorToast = useApiErrorToast();
  const errorText = useErrorText();
  const [carrierId, setCarrierId] = useState<string>();
  const [documentType, setDocumentType] = useState<ComplianceDocumentType>();
  const { data: documents = [] } = useListComplianceDocumentsQuery();
  // A second subscription to the same list polls it while a job runs (the lowest interval of a cache entry wins).
  useListComplianceDocumentsQuery(undefined, { pollingInterval: documents.some((d) => d.status === 'GENERATING') ? POLL_MS : 0 });
  const [requestDocument] = useRequestComplianceDocumentMutation();
  const [download, { originalArgs: downloadingId, isLoading: downloading }] = useDownloadComplianceDocumentMutation();
  const watched = useRef(new Set<string>());
  const isShipper = user?.company?.companyType === 'SHIPPER';

  // The documents this page asked for: a toast when each job ends.
  useEffect(() => {
    const byId = new Map(documents.map((d: ComplianceDocumentView) => [d.id, d]));
    for (const id of [...watched.current]) {
      const d = byId.get(id);
      if (!d || d.status === 'GENERATING') continue;
      watched.current.delete(id);
      if (d.status === 'FAILED') toast({ title: t('toasts.failedTitle'), description: t('toasts.failedText'), variant: 'destructive' });
      else toast({ title: t('toasts.generatedTitle'), description: t('toasts.generatedText'), variant: 'success' });
    }
  }, [documents, t, toast]);

  const generate = async () => {
    if (!carrierId || !documentType) {
      toast({ title: t('toasts.missingTitle'), description: t('toasts.missingText'), variant: 'destructive' });
      return;
    }
    try {
      const document = await requestDocument({ carrierId, documentType }).unwrap();
      watched.current.add(document.id);
      setCarrierId(undefined);
      setDocumentType(undefined);
    } catch (error) {
      errorToast(error, { title: t('toasts.failedTitle'), description: errorText(error, t('toasts.failedText')) });
    }
  };

  const onDownload = async (d: ListedDocument) => {
    try {
      const url = await download(d.id).unwrap();
      saveObjectUrl(url, `${d.documentType.toLowerCase().replace(/_/g, '-')}-${d.dotNumber}.pdf`);
      toast({ title: t('toasts.downloadedTitle'), description: t('toasts.downloadedText'), variant: 'success' });
    } catch (error) {
      errorToast(error, { title: t('toasts.failedTitle'), description: errorText(error, t('toasts.downloadFailedText')) });
    }
  };

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <GeneratorForm
        carrierField={<CarrierSelect value={carrierId} onChange={setCarrierId} />}
        documentType={documentType}
        onDocumentType={setDocumentType}
        onGenerate={() => void generate()}
        busy={false}
        disabled={isShipper}
        notice={isShipper ? <Alert type="info" showIcon title={t('generator.brokersOnly')} style={{ marginBottom: 16 }} data-testid="compliance-brokers-only" /> : null}
      />
      <Card variant="outlined" title={t('generator.documents')}>
        <ComplianceDocumentList documents={documents} onDownload={(d) => void onDownload(d)} downloadingId={downloading ? downloadingId : undefined} />
      </Card>
    </Space>
  );
}
