import { createContext, useContext } from 'react';
import type { ComponentType } from 'react';
import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { resourceRegistry } from '@weld/core';
import { ResourcePage } from '../../../kit/resource-page';

/** The lists shown under a node, in this order, each once its resource is registered (each has a `modelId` field). */
export const RELATED_RESOURCES = ['weldManualFile', 'weldSequence', 'weldFirmware', 'weldTweet'] as const;

/** A resource's own screen bound to a node (uploads, previews, row actions), where it has one beyond the kit's list. */
export type RelatedPage = ComponentType<{ fixed: Record<string, string> }>;

/**
 * The screens the app hands the tabs by resource name: a resource does not import another's insides, so
 * the page registry, which knows them all, provides them around the model tree.
 */
export const RelatedPagesContext = createContext<Partial<Record<string, RelatedPage>>>({});

/**
 * Tabs of the lists attached to a node (说明书与文件, 焊接程序, 固件, 技术推文), each the kit's list bound
 * to the node: it lists the node's rows and a new row belongs to it. Nothing when no such resource exists.
 * @example <RelatedTabs modelId={node.id} />
 */
export function RelatedTabs({ modelId }: { modelId: string }) {
  const { t } = useTranslation();
  const pages = useContext(RelatedPagesContext);
  const present = RELATED_RESOURCES.map((name) => resourceRegistry.find((d) => d.name === name)).filter(
    (d) => d !== undefined,
  );
  if (present.length === 0) return null;
  return (
    <Tabs
      className="weld-related-tabs"
      destroyOnHidden
      style={{ marginTop: 16 }}
      items={present.map((definition) => ({
        key: definition.name,
        label: t(`web.weldTree.tabs.${definition.name}`),
        children: ((Page) =>
          Page ? (
            <Page key={modelId} fixed={{ modelId }} />
          ) : (
            <ResourcePage key={modelId} definition={definition} fixed={{ modelId }} />
          ))(pages[definition.name]),
      }))}
    />
  );
}
