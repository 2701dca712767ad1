import type { ReactNode } from 'react';
import { Col, Row } from 'antd';
import { useNarrow } from './use-narrow';

interface Props {
  /** the side panel: a tree, a filter list */
  aside: ReactNode;
  /** its width beside the content (px) */
  asideWidth?: number;
  className?: string;
  children: ReactNode;
}

/**
 * A side panel left of the content on wide screens; on a phone (useNarrow) the panel stacks above the content,
 * both full width, instead of squeezing it.
 * @example <SidePanelLayout aside={<OrgTree />}>{list}</SidePanelLayout>
 */
export function SidePanelLayout({ aside, asideWidth = 280, className, children }: Props) {
  const narrow = useNarrow();
  return (
    <Row gutter={[16, 16]} wrap={narrow} className={className}>
      <Col flex={narrow ? '100%' : `${asideWidth}px`} style={{ minWidth: 0 }}>
        {aside}
      </Col>
      <Col flex={narrow ? '100%' : 'auto'} style={{ minWidth: 0 }}>
        {children}
      </Col>
    </Row>
  );
}
