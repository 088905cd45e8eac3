import { Alert, Button, Space } from 'antd';
import { CopyOutlined } from '@ant-design/icons';
import { useToast } from '../hooks/useToast';
import styles from './SecretOnce.module.css';

export interface SecretOnceTexts {
  title: string;
  warning: string;
  copy: string;
  copied: string;
  copyFailed: string;
  done: string;
}

/**
 * A secret right after it was made, and never again (an API key, a webhook signing secret): a warning, the secret, a
 * copy button, and "I have stored it", which drops it. The caller holds it only in its own state. Test ids:
 * `<testId>-new-secret`, `<testId>-secret`, `<testId>-copy`, `<testId>-secret-done`.
 */
export function SecretOnce({ secret, texts, onDone, testId }: { secret: string; texts: SecretOnceTexts; onDone: () => void; testId: string }) {
  const toast = useToast();
  const copy = () => {
    const copied = navigator.clipboard?.writeText(secret) ?? Promise.reject(new Error('no clipboard'));
    void copied.then(
      () => toast({ title: texts.copied, variant: 'success' }),
      () => toast({ title: texts.copyFailed, variant: 'destructive' }),
    );
  };
  return (
    <Alert
      type="warning"
      showIcon
      title={texts.title}
      data-testid={`${testId}-new-secret`}
      description={
        <Space orientation="vertical" size={12} style={{ width: '100%' }}>
          <span>{texts.warning}</span>
          <code className={styles.secret} data-testid={`${testId}-secret`}>
            {secret}
          </code>
          <Space wrap>
            <Button icon={<CopyOutlined />} onClick={copy} data-testid={`${testId}-copy`}>
              {texts.copy}
            </Button>
            <Button type="primary" onClick={onDone} data-testid={`${testId}-secret-done`}>
              {texts.done}
            </Button>
          </Space>
        </Space>
      }
    />
  );
}
