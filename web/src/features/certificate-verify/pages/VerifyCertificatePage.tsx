import { Alert, Space } from 'antd';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isVettingCode } from '@logiscope/proto/views';
import { isApiError } from '../../../api/apiError';
import { ContentSpinner } from '../../../shared/ui/ContentSpinner';
import { ScreenPage } from '../../../shared/ui/ScreenPage';
import { useGetCertificateQuery } from '../../compliance-generator/compliance.api';
import { CertificateCheck } from '../components/CertificateCheck';
import { CertificateRecord } from '../components/CertificateRecord';
import { VettingVerification } from '../../load-vetting/components/VettingVerification';

const isNotFound = (error: unknown) => isApiError(error) && error.status === 404;

/**
 * /verify/:code (public): a due-diligence certificate's recorded snapshot and the check of a copy, or, for a code of
 * the load vetting records' pattern (LV-…), that record.
 */
export function VerifyCertificatePage() {
  const { code = '' } = useParams<{ code: string }>();
  return isVettingCode(code) ? <VettingVerification code={code} /> : <CertificateVerification code={code} />;
}

function CertificateVerification({ code }: { code: string }) {
  const { t } = useTranslation('compliance');
  const { data, error, isLoading } = useGetCertificateQuery(code, { skip: !code });
  return (
    <ScreenPage title={t('verify.title')} description={t('verify.description')}>
      {isLoading ? (
        <ContentSpinner />
      ) : data ? (
        <Space orientation="vertical" size="large" style={{ width: '100%' }}>
          <CertificateCheck code={data.code} />
          <CertificateRecord record={data} />
        </Space>
      ) : (
        <Alert
          type="error"
          showIcon
          data-testid="certificate-not-found"
          title={isNotFound(error) ? t('verify.notFound') : t('verify.loadFailed')}
          description={isNotFound(error) ? t('verify.notFoundText') : undefined}
        />
      )}
    </ScreenPage>
  );
}
