import { useState } from 'react';
import { Button, Result, Skeleton } from 'antd';
import { AuditOutlined, FileAddOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../../app/routes';
import { isApiError } from '../../../api/apiError';
import { useUnauthorizedEffect } from '../../../shared/hooks/useUnauthorizedEffect';
import { SaveCarrierButton } from '../../carriers/components/SaveCarrierButton';
import { VetForLoadDialog } from '../../load-vetting/components/VetForLoadDialog';
import { useGetCarrierQuery } from '../carrier-detail.api';
import { CarrierHeader } from './CarrierHeader';
import { CarrierTabs } from './CarrierTabs';
import { CertificatesTab } from './CertificatesTab';
import { EquipmentTab } from './EquipmentTab';
import { IntelligenceTab } from './IntelligenceTab';
import { MonitorButton } from './MonitorButton';
import { NotesTab } from './NotesTab';
import { OverviewTab } from './OverviewTab';
import { ReportsTab } from './ReportsTab';
import { SafetyTab } from './SafetyTab';
import { SubmitReportDialog } from './SubmitReportDialog';

/** /carrier/:id for a real carrier (id = DOT number): header, badges, counts and the seven tabs. */
export function LiveCarrierDetail({ id }: { id: string }) {
  const { t } = useTranslation('carrierDetail');
  const { data: carrier, error, isLoading, refetch } = useGetCarrierQuery(id);
  const [reportOpen, setReportOpen] = useState(false);
  const [vetOpen, setVetOpen] = useState(false);
  useUnauthorizedEffect(error);

  if (isLoading) {
    return (
      <div className="page-container">
        <Skeleton active paragraph={{ rows: 8 }} />
      </div>
    );
  }
  if (!carrier) {
    const notFound = isApiError(error) && (error.status === 404 || error.status === 400);
    return (
      <div className="page-container">
        <Result
          status={notFound ? '404' : 'warning'}
          title={<h1 style={{ margin: 0, fontSize: 24 }}>{notFound ? t('notFound') : t('loadFailed')}</h1>}
          subTitle={notFound ? t('notFoundText') : t('loadFailedText')}
          extra={[
            notFound ? null : (
              <Button key="retry" onClick={() => void refetch()}>
                {t('retry')}
              </Button>
            ),
            <Link key="home" to={PATHS.home}>
              <Button type="primary">{t('backToSearch')}</Button>
            </Link>,
          ]}
        />
      </div>
    );
  }

  const companyName = carrier.companyName || carrier.legalName;
  return (
    <div className="page-container">
      <CarrierHeader
        carrier={carrier}
        actions={
          <>
            <MonitorButton carrierId={carrier.id} companyName={companyName} />
            <SaveCarrierButton carrierId={carrier.id} companyName={companyName} />
            <Button icon={<FileAddOutlined />} onClick={() => setReportOpen(true)} data-testid="submit-report">
              {t('actions.submitReport')}
            </Button>
            <Button icon={<AuditOutlined />} onClick={() => setVetOpen(true)} data-testid="vet-for-load">
              {t('actions.vetForLoad')}
            </Button>
          </>
        }
      />
      <CarrierTabs
        render={(tab) => {
          switch (tab) {
            case 'logiscope':
              return <IntelligenceTab carrier={carrier} />;
            case 'overview':
              return <OverviewTab carrier={carrier} />;
            case 'equipment':
              return <EquipmentTab carrierId={carrier.id} />;
            case 'safety':
              return <SafetyTab carrier={carrier} />;
            case 'notes':
              return <NotesTab carrierId={carrier.id} />;
            case 'reports':
              return <ReportsTab carrierId={carrier.id} onSubmitReport={() => setReportOpen(true)} />;
            case 'certificates':
              return <CertificatesTab carrier={carrier} />;
            default: {
              const unreachable: never = tab;
              return unreachable;
            }
          }
        }}
      />
      <SubmitReportDialog carrierId={carrier.id} companyName={companyName} open={reportOpen} onClose={() => setReportOpen(false)} />
      <VetForLoadDialog carrierId={carrier.id} companyName={companyName} verdict={carrier.verdict} open={vetOpen} onClose={() => setVetOpen(false)} />
    </div>
  );
}
