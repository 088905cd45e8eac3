import { Alert, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/apiError';
import { ContentSpinner } from '../../../shared/ui/ContentSpinner';
import { ScreenPage } from '../../../shared/ui/ScreenPage';
import { CertificateCheck } from '../../certificate-verify/components/CertificateCheck';
import { useGetVettingQuery } from '../vetting.api';
import { VettingLinks } from './VettingLinks';
import { VettingRecord } from './VettingRecord';

/** /verify/LV-…: a load vetting record as LogiScope froze it, for anyone holding its code (a shipper, an insurer, a court). */
export function VettingVerification({ code }: { code: string }) {
  const { t } = useTranslation('compliance');
  const { data, error, isLoading } = useGetVettingQuery(code);
  const notFound = isApiError(error) && error.status === 404;
  return (
    <ScreenPage title={t('vetting.verify.title')} description={t('vetting.verify.description')}>
      {isLoading ? (
        <ContentSpinner />
      ) : data ? (
        <Space orientation="vertical" size="large" style={{ width: '100%' }}>
          <CertificateCheck code={data.code} kind="vetting" />
          <VettingRecord record={data} actions={<VettingLinks code={data.code} dotNumber={data.dotNumber} shared />} />
        </Space>
      ) : (
        <Alert
          type="error"
          showIcon
          data-testid="vetting-not-found"
          title={notFound ? t('vetting.verify.notFound') : t('vetting.verify.loadFailed')}
          description={notFound ? t('vetting.verify.notFoundText') : undefined}
        />
      )}
    </ScreenPage>
  );
}
