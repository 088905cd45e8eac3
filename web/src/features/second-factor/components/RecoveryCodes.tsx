import { Alert, Button, Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** The ten recovery codes, shown once right after two-factor sign-in is turned on. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation('team');
  return (
    <Card variant="outlined" title={t('secondFactor.recoveryTitle')} data-testid="recovery-codes">
      <Alert type="warning" showIcon message={t('secondFactor.recoveryText')} style={{ marginBottom: 16 }} />
      <Typography.Paragraph copyable={{ text: codes.join('\n') }}>
        <ol style={{ columns: 2, fontFamily: 'monospace', fontSize: 15 }}>
          {codes.map((code) => (
            <li key={code} data-testid="recovery-code">
              {code}
            </li>
          ))}
        </ol>
      </Typography.Paragraph>
      <Button type="primary" onClick={onDone} data-testid="recovery-codes-done">
        {t('secondFactor.recoveryDone')}
      </Button>
    </Card>
  );
}
