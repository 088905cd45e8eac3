import type { ReactNode } from 'react';
import { Alert, Tag } from 'antd';
import { ClockCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

/**
 * A feature whose operations are declared but planned (status 'planned' in @logiscope/proto/http): said plainly, with
 * nothing called. The screen decides with `isServed(ops.x)`; once the operations are served it shows the feature itself.
 */
export function PlannedFeature({ title, description, testId }: { title: ReactNode; description: ReactNode; testId: string }) {
  const { t } = useTranslation('common');
  return (
    <Alert
      type="info"
      showIcon
      icon={<ClockCircleOutlined />}
      title={
        <span>
          {title} <Tag color="blue">{t('planned.tag')}</Tag>
        </span>
      }
      description={description}
      data-testid={testId}
      data-planned="true"
    />
  );
}
