import {
  ApartmentOutlined,
  ControlOutlined,
  FolderOutlined,
  RobotOutlined,
  ThunderboltOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';

/** Each product kind's colour, so a line, its series and models read as one family. */
const KIND_COLOURS: Record<string, string> = { machine: '#1677ff', robot: '#722ed1', controller: '#13a8a8' };

/** A model's icon says its product kind. */
const MODEL_ICONS: Record<string, ReactNode> = {
  machine: <ThunderboltOutlined />,
  robot: <RobotOutlined />,
  controller: <ControlOutlined />,
};

/**
 * The tree icon of a node: lines and series by level, models by product kind, coloured by kind.
 * @example <NodeIcon nodeType="model" productKind="robot" />
 */
export function NodeIcon({ nodeType, productKind }: { nodeType: string; productKind: string }) {
  const icon =
    nodeType === 'line' ? (
      <ApartmentOutlined />
    ) : nodeType === 'series' ? (
      <FolderOutlined />
    ) : (
      (MODEL_ICONS[productKind] ?? <ThunderboltOutlined />)
    );
  return (
    <span data-node-icon={`${nodeType}-${productKind}`} style={{ color: KIND_COLOURS[productKind] }}>
      {icon}
    </span>
  );
}
