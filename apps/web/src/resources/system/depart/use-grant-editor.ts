import { useState } from 'react';
import { App } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { GrantNode } from './grant-tree';

interface Options {
  /** query key root of what is granted, e.g. ['depart', 'permission', departId] */
  queryKey: readonly unknown[];
  loadTree(): Promise<{ treeList: GrantNode[] }>;
  loadChecked(): Promise<string[]>;
  save(ids: string[], last: string[]): Promise<unknown>;
  enabled?: boolean;
}

/**
 * Loads a grant tree and the ids held, keeps the ticks being edited, and saves them as "now" and
 * "last" (the server applies the difference).
 * @example const grants = useGrantEditor({ queryKey, loadTree, loadChecked, save })
 */
export function useGrantEditor({ queryKey, loadTree, loadChecked, save, enabled = true }: Options) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const tree = useQuery({ queryKey: [...queryKey, 'tree'], queryFn: loadTree, enabled });
  const held = useQuery({ queryKey: [...queryKey, 'held'], queryFn: loadChecked, enabled });
  // ticks being edited; null until the user changes something, so a reload shows the server's answer
  const [edited, setEdited] = useState<{ for: string[] | undefined; ids: string[] } | null>(null);
  const checked = edited && edited.for === held.data ? edited.ids : (held.data ?? []);

  const mutation = useMutation({
    mutationFn: () => save(checked, held.data ?? []),
    onSuccess: async () => {
      void message.success(t('web.sysDepart.saved'));
      setEdited(null);
      await queryClient.invalidateQueries({ queryKey: [...queryKey] });
    },
  });

  return {
    tree: tree.data?.treeList,
    loading: tree.isLoading || held.isLoading,
    checked,
    setChecked: (ids: string[]) => setEdited({ for: held.data, ids }),
    save: () => mutation.mutate(),
    saving: mutation.isPending,
  };
}
