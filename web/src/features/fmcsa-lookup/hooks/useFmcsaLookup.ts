import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError, isNetworkError, isUnauthorized } from '../../../api/apiError';
import { useApiErrorToast } from '../../../shared/hooks/useApiErrorToast';
import { useToast } from '../../../shared/hooks/useToast';
import { useLazyLookupFmcsaRecordQuery } from '../fmcsa.api';
import { isCompanyFound, screenLookupQuery } from '../fmcsa-lookup.rules';
import type { FmcsaRecord, LookupKind } from '../fmcsa-lookup.types';
import { findSampleRecord } from '../fmcsa-samples';

export type LookupFailure = 'notFound' | 'network' | 'error';

/** The gateway's own "no such route" answer: not a message for users. */
function isMissingRouteMessage(message: string | undefined): boolean {
  return !!message && /^Cannot (GET|POST|PUT|PATCH|DELETE) \//.test(message);
}

/**
 * The FMCSA Lookup: signed-in users ask GET /api/fmcsa/lookup; visitors get the built-in sample records.
 * Not found toasts 'Company Not Found' (server message or 'No information found in FMCSA database'); a network
 * failure 'Lookup Error' / 'Unable to connect to FMCSA database'.
 */
export function useFmcsaLookup(live: boolean) {
  const { t } = useTranslation('fmcsa');
  const toast = useToast();
  const showError = useApiErrorToast();
  const [trigger, { isFetching }] = useLazyLookupFmcsaRecordQuery();
  const [record, setRecord] = useState<FmcsaRecord | null>(null);
  const [failure, setFailure] = useState<{ kind: LookupKind; reason: LookupFailure } | null>(null);

  const notFound = useCallback(
    (kind: LookupKind, message?: string) => {
      setRecord(null);
      setFailure({ kind, reason: 'notFound' });
      toast({ title: t('toasts.notFound'), description: message || t('toasts.notFoundText'), variant: 'destructive' });
    },
    [t, toast],
  );

  const lookup = useCallback(
    (kind: LookupKind, input: string) => {
      const query = screenLookupQuery(kind, input);
      if (!query) {
        notFound(kind);
        return;
      }
      if (!live) {
        const sample = findSampleRecord(kind, 'mc' in query ? query.mc : query.dot);
        if (sample) {
          setRecord(sample);
          setFailure(null);
        } else notFound(kind, t('toasts.sampleNotFoundText'));
        return;
      }
      trigger(query)
        .unwrap()
        .then((answer) => {
          if (!isCompanyFound(answer)) {
            notFound(kind, answer?.message);
            return;
          }
          setRecord(answer);
          setFailure(null);
        })
        .catch((error: unknown) => {
          setRecord(null);
          if (isUnauthorized(error)) {
            showError(error, { title: '' });
            return;
          }
          if (isNetworkError(error) || !isApiError(error)) {
            setFailure({ kind, reason: 'network' });
            toast({ title: t('toasts.lookupError'), description: t('toasts.lookupErrorText'), variant: 'destructive' });
            return;
          }
          if (error.status === 404 || error.status === 400) {
            notFound(kind, isMissingRouteMessage(error.serverMessage) ? undefined : error.serverMessage);
            return;
          }
          setFailure({ kind, reason: 'error' });
          toast({ title: t('toasts.lookupError'), description: t('toasts.lookupErrorText'), variant: 'destructive' });
        });
    },
    [live, notFound, showError, t, toast, trigger],
  );

  return { lookup, record, failure, loading: isFetching };
}
