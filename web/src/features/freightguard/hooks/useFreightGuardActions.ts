import { useTranslation } from 'react-i18next';
import { useApiErrorToast } from '../../../shared/hooks/useApiErrorToast';
import { useErrorText } from '../../../shared/hooks/useErrorText';
import { useToast } from '../../../shared/hooks/useToast';
import { toReportBody, type NewReportForm } from '../freightguard.form';
import { useResolveFreightGuardReportMutation, useRetractFreightGuardReportMutation, useSubmitFreightGuardReportMutation, useVerifyFreightGuardReportMutation } from '../freightguard.api';

/** File, resolve and verify, each with the spec's success and failure toasts (the server's message when it gives one). */
export function useFreightGuardActions() {
  const { t } = useTranslation('freightguard');
  const toast = useToast();
  const showError = useApiErrorToast();
  const errorText = useErrorText();
  const [submitReport, submitState] = useSubmitFreightGuardReportMutation();
  const [resolveReport, resolveState] = useResolveFreightGuardReportMutation();
  const [verifyReport] = useVerifyFreightGuardReportMutation();
  const [retractReport] = useRetractFreightGuardReportMutation();

  const submit = async (form: NewReportForm): Promise<boolean> => {
    try {
      await submitReport(toReportBody(form)).unwrap();
      toast({ title: t('reportSubmitted'), description: t('reportSubmittedText'), variant: 'success' });
      return true;
    } catch (error) {
      showError(error, { title: t('reportFailed'), description: errorText(error, t('reportFailed')), variant: 'destructive' });
      return false;
    }
  };

  const resolve = async (id: string, amountRecovered: number): Promise<boolean> => {
    try {
      await resolveReport({ id, amountRecovered }).unwrap();
      toast({ title: t('resolved'), variant: 'success' });
      return true;
    } catch (error) {
      showError(error, { title: t('resolveFailed'), description: errorText(error, t('resolveFailed')), variant: 'destructive' });
      return false;
    }
  };

  const verify = async (id: string): Promise<void> => {
    try {
      await verifyReport(id).unwrap();
      toast({ title: t('verified'), variant: 'success' });
    } catch (error) {
      showError(error, { title: t('verifyFailed'), description: errorText(error, t('verifyFailed')), variant: 'destructive' });
    }
  };

  const retract = async (id: string): Promise<void> => {
    try {
      await retractReport(id).unwrap();
      toast({ title: t('retracted'), variant: 'success' });
    } catch (error) {
      showError(error, { title: t('retractFailed'), description: errorText(error, t('retractFailed')), variant: 'destructive' });
    }
  };

  return { submit, submitting: submitState.isLoading, resolve, resolving: resolveState.isLoading, verify, retract };
}
