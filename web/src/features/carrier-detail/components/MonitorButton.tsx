import { Button, Tooltip } from 'antd';
import { EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useApiErrorToast } from '../../../shared/hooks/useApiErrorToast';
import { useErrorText } from '../../../shared/hooks/useErrorText';
import { useToast } from '../../../shared/hooks/useToast';
import { useGetMonitoredCarriersQuery, useSetCarrierMonitoredMutation } from '../../saved-carriers/saved-carriers.api';

/** Monitor: subscribes the company to alerts about the carrier (authority, insurance, safety changes); a toggle. */
export function MonitorButton({ carrierId, companyName }: { carrierId: string; companyName: string }) {
  const { t } = useTranslation('carrierDetail');
  const toast = useToast();
  const showError = useApiErrorToast();
  const errorText = useErrorText();
  // The monitored list, not the saved one: a carrier may be monitored without being saved.
  const { monitored } = useGetMonitoredCarriersQuery(undefined, {
    selectFromResult: ({ data }) => ({ monitored: !!data?.some((entry) => entry.carrierId === carrierId) }),
  });
  const [setMonitored, { isLoading }] = useSetCarrierMonitoredMutation();

  const toggle = () => {
    const next = !monitored;
    setMonitored({ carrierId, monitored: next })
      .unwrap()
      .then(() =>
        toast({
          title: next ? t('monitor.on') : t('monitor.off'),
          description: next ? t('monitor.onText', { company: companyName }) : t('monitor.offText', { company: companyName }),
          variant: 'success',
        }),
      )
      .catch((error: unknown) => showError(error, { title: t('monitor.failed'), description: errorText(error, t('monitor.failedText')) }));
  };

  return (
    <Tooltip title={monitored ? t('monitor.stopHint') : t('monitor.hint')}>
      <Button
        icon={monitored ? <EyeOutlined /> : <EyeInvisibleOutlined />}
        type={monitored ? 'primary' : 'default'}
        ghost={monitored}
        aria-pressed={monitored}
        loading={isLoading}
        onClick={toggle}
        data-testid="monitor-carrier"
      >
        {monitored ? t('monitor.monitoring') : t('monitor.monitor')}
      </Button>
    </Tooltip>
  );
}
