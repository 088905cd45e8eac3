import type { CSSProperties, ReactNode } from 'react';
import { Empty } from 'antd';

export interface PlainListItem {
  key: string;
  title: ReactNode;
  description?: ReactNode;
  extra?: ReactNode;
  onClick?: () => void;
  testId?: string;
}

const row: CSSProperties = { display: 'flex', alignItems: 'center', gap: 12, padding: '8px 4px', borderBottom: '1px solid rgba(5,5,5,0.06)' };

/** A short list of titled lines (antd's List is deprecated in v6; these lists are a handful of lines, not virtual). */
export function PlainList({ items, empty, bordered = false }: { items: PlainListItem[]; empty: ReactNode; bordered?: boolean }) {
  if (items.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} />;
  return (
    <div style={bordered ? { border: '1px solid rgba(5,5,5,0.1)', borderRadius: 8, padding: '0 8px' } : undefined}>
      {items.map((i) => (
        <div
          key={i.key}
          data-testid={i.testId}
          style={{ ...row, cursor: i.onClick ? 'pointer' : undefined }}
          onClick={i.onClick}
          onKeyDown={i.onClick ? (e) => (e.key === 'Enter' || e.key === ' ' ? i.onClick?.() : undefined) : undefined}
          role={i.onClick ? 'button' : undefined}
          tabIndex={i.onClick ? 0 : undefined}
        >
          <div style={{ flex: 1, minWidth: 0 }}>
            <div style={{ fontWeight: 500 }}>{i.title}</div>
            {i.description ? <div style={{ color: 'rgba(0,0,0,0.62)' }}>{i.description}</div> : null}
          </div>
          {i.extra}
        </div>
      ))}
    </div>
  );
}
