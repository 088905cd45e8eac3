import type { ReactNode } from 'react';
import { Tag, Tooltip } from 'antd';
import { TONE_TAG_COLOR, type Tone } from '../carrier.rules';

/** A bold tag in a tone's colour (data-tone says which, for tests), with what it means on hover when given. */
export function ToneTag({ tone, children, testId, title }: { tone: Tone; children: ReactNode; testId?: string; title?: string }) {
  const tag = (
    // A long status ("No motor-carrier authority", in French or Spanish longer still) wraps inside its box instead of overflowing it.
    <Tag color={TONE_TAG_COLOR[tone]} data-testid={testId} data-tone={tone} style={{ marginInlineEnd: 0, fontWeight: 600, whiteSpace: 'normal', maxWidth: '100%' }}>
      {children}
    </Tag>
  );
  return title ? <Tooltip title={title}>{tag}</Tooltip> : tag;
}
