import { useState } from 'react';
import { Alert, Card, Typography, Upload } from 'antd';
import { InboxOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { CERTIFICATE_FILE_MAX_BYTES } from '@logiscope/proto/http';
import type { CertificateVerificationView } from '@logiscope/proto/views';
import { useErrorText } from '../../../shared/hooks/useErrorText';
import { useVerifyCertificateMutation } from '../../compliance-generator/compliance.api';
import { useVerifyVettingPdfMutation } from '../../load-vetting/vetting.api';

/** The file as base64 (what the check operation takes in its JSON body). */
async function base64Of(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/**
 * Drop or choose a copy of the certificate (or of a load vetting record's PDF, `kind` 'vetting'): the server hashes it
 * and compares with the signed SHA-256 it recorded.
 */
export function CertificateCheck({ code, kind = 'certificate' }: { code: string; kind?: 'certificate' | 'vetting' }) {
  const { t } = useTranslation('compliance');
  const errorText = useErrorText();
  const [verifyCertificate, certificate] = useVerifyCertificateMutation();
  const [verifyVetting, vetting] = useVerifyVettingPdfMutation();
  const [verify, { isLoading }] = kind === 'vetting' ? [verifyVetting, vetting] : [verifyCertificate, certificate];
  const record = kind === 'vetting';
  const [result, setResult] = useState<CertificateVerificationView>();
  const [error, setError] = useState<string>();

  const check = async (file: File) => {
    setResult(undefined);
    setError(undefined);
    if (file.size > CERTIFICATE_FILE_MAX_BYTES) {
      setError(record ? t('vetting.verify.tooLarge') : t('verify.tooLarge'));
      return;
    }
    try {
      setResult(await verify({ code, file: await base64Of(file) }).unwrap());
    } catch (e) {
      setError(errorText(e, t('verify.loadFailed')));
    }
  };

  return (
    <Card variant="outlined" title={t('verify.checkTitle')}>
      <Upload.Dragger
        accept="application/pdf,.pdf"
        showUploadList={false}
        multiple={false}
        disabled={isLoading}
        beforeUpload={(file) => {
          void check(file);
          return false;
        }}
        data-testid="certificate-drop"
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p>{isLoading ? t('verify.checking') : record ? t('vetting.verify.checkText') : t('verify.checkText')}</p>
      </Upload.Dragger>
      {result ? (
        <Alert
          style={{ marginTop: 16 }}
          showIcon
          type={result.matches ? 'success' : 'error'}
          data-testid="certificate-result"
          title={result.matches ? t('verify.matches') : t('verify.differs')}
          description={
            <>
              <div>{record ? (result.matches ? t('vetting.verify.matchesText') : t('vetting.verify.differsText')) : result.matches ? t('verify.matchesText') : t('verify.differsText')}</div>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {t('verify.signature', { sha: result.recordedSha256 })}
              </Typography.Text>
            </>
          }
        />
      ) : null}
      {error ? <Alert style={{ marginTop: 16 }} showIcon type="error" title={error} /> : null}
    </Card>
  );
}
