import { Button } from 'antd';
import { CheckOutlined, StarOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useApiErrorToast } from '../../../shared/hooks/useApiErrorToast';
import { useToast } from '../../../shared/hooks/useToast';
import { useGetSavedCarriersQuery, useSaveCarrierMutation } from '../../saved-carriers/saved-carriers.api';

/**
 * Save: unsaved, then Saved (disabled) after success, and the saved list refreshes. Toasts 'Carrier Saved:
 * {company} has been added to your saved carriers.' or 'Save Failed: Failed to save carrier. Please try again.'
 */
export function SaveCarrierButton({ carrierId, companyName, size, block }: { carrierId: string; companyName: string; size?: 'small' | 'middle' | 'large'; block?: boolean }) {
  const { t } = useTranslation('carriers');
  const toast = useToast();
  const showError = useApiErrorToast();
  const { isSaved } = useGetSavedCarriersQuery(undefined, {
    selectFromResult: ({ data }) => ({ isSaved: !!data?.some((saved) => saved.carrierId === carrierId) }),
  });
  const [save, { isLoading, isSuccess }] = useSaveCarrierMutation();
  const saved = isSaved || isSuccess;

  const onSave = () => {
    save({ carrierId })
      .unwrap()
      .then(() => toast({ title: t('toasts.saved'), description: t('toasts.savedText', { company: companyName }), variant: 'success' }))
      .catch((error: unknown) => showError(error, { title: t('toasts.saveFailed'), description: t('toasts.saveFailedText') }));
  };

  return (
    <Button
      size={size}
      block={block}
      icon={saved ? <CheckOutlined /> : <StarOutlined />}
      disabled={saved}
      loading={isLoading}
      onClick={onSave}
      data-testid="save-carrier"
    >
      {saved ? t('saved') : isLoading ? t('saving') : t('save')}
    </Button>
  );
}
