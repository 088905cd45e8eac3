import type { ReactNode } from 'react';
import { Tag } from 'antd';
import { CheckCircleOutlined, CloseCircleOutlined, PauseCircleOutlined, SyncOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ImportStatus } from '../fmcsa-imports.types';

const LOOK: Record<ImportStatus, { color: string; icon: ReactNode }> = {
  running: { color: 'processing', icon: <SyncOutlined spin /> },
  completed: { color: 'success', icon: <CheckCircleOutlined /> },
  failed: { color: 'error', icon: <CloseCircleOutlined /> },
  stalled: { color: 'warning', icon: <PauseCircleOutlined /> },
};

/** Running, Completed, Failed, or Interrupted (a stalled run). */
export function ImportStatusTag({ status }: { status: ImportStatus }) {
  const { t } = useTranslation('fmcsa');
  const look = LOOK[status] ?? LOOK.failed;
  return (
    <Tag color={look.color} icon={look.icon} data-testid="import-status" data-status={status}>
      {t(`imports.status.${status}`)}
    </Tag>
  );
}
