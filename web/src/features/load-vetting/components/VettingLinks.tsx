import { Button, Space } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ops } from '@logiscope/proto/http';
import { operationPath } from '../../../api/operationRequest';
import { useApiErrorToast } from '../../../shared/hooks/useApiErrorToast';
import { useErrorText } from '../../../shared/hooks/useErrorText';
import { saveObjectUrl } from '../../../shared/utils/download';
import { useDownloadVettingPdfMutation } from '../vetting.api';

/** A record's copies: its PDF (the company's), its JSON copy and its public page (anyone with the code; `shared`: on that page). */
export function VettingLinks({ code, dotNumber, shared = false }: { code: string; dotNumber: string; shared?: boolean }) {
  const { t } = useTranslation('compliance');
  const errorToast = useApiErrorToast();
  const errorText = useErrorText();
  const [download, { isLoading }] = useDownloadVettingPdfMutation();
  const save = async () => {
    try {
      saveObjectUrl(await download(code).unwrap(), `load-vetting-${dotNumber}-${code}.pdf`);
    } catch (error) {
      errorToast(error, { title: t('toasts.failedTitle'), description: errorText(error, t('toasts.downloadFailedText')) });
    }
  };
  return (
    <Space wrap>
      {shared ? null : (
        <Button size="small" icon={<DownloadOutlined />} loading={isLoading} onClick={() => void save()} data-testid="vetting-pdf">
          {t('vetting.links.pdf')}
        </Button>
      )}
      <a href={operationPath(ops.getVetting, { code })} target="_blank" rel="noopener noreferrer" data-testid="vetting-json">
        {t('vetting.links.json')}
      </a>
      {shared ? null : (
        <Link to={`/verify/${encodeURIComponent(code)}`} data-testid="vetting-verify">
          {t('vetting.links.verify')}
        </Link>
      )}
    </Space>
  );
}
