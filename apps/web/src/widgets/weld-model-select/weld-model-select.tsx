import type { CSSProperties } from 'react';
import { App } from 'antd';
import type { ModelTreeNode } from '@weld/core';
import { http } from '../../lib/http';
import { unwrap } from '../../lib/http/unwrap';
import { LazyTreeSelect, type LazyOption } from '../tree-select/lazy-tree-select';

export interface WeldModelSelectProps {
  value?: string | null;
  onChange?: (value: string | undefined) => void;
  placeholder?: string;
  disabled?: boolean;
  style?: CSSProperties;
  id?: string;
}

const toOption = (n: ModelTreeNode): LazyOption => ({
  value: n.id,
  title: `${n.name}（${n.code}）`,
  isLeaf: n.isLeaf,
});

/** Loads the children of a node (the top of the caller's reach for ''): the server bounds them by the organisation set. */
export async function loadModelChildren(pid: string): Promise<ModelTreeNode[]> {
  return unwrap(await http.get<ModelTreeNode[]>('/weld/model/loadTreeChildren', pid ? { pid } : {}));
}

/**
 * Picks a node of the weld model tree, each branch loaded when opened; only nodes in the user's reach appear.
 * @example <WeldModelSelect value={modelId} onChange={setModelId} />
 */
export function WeldModelSelect(props: WeldModelSelectProps) {
  const { message } = App.useApp();
  async function loadRoot() {
    try {
      return (await loadModelChildren('')).map(toOption);
    } catch (err) {
      void message.error((err as Error).message);
      throw err;
    }
  }
  return (
    <LazyTreeSelect
      {...props}
      rootKey=""
      loadRoot={loadRoot}
      loadChildren={async (pid) => (await loadModelChildren(pid)).map(toOption)}
      loadLabels={async (ids) =>
        unwrap(await http.get<string[]>('/weld/model/loadDictItem', { ids }, { silent: true }))
      }
    />
  );
}
