import type { CSSProperties } from 'react';
import { App } from 'antd';
import { http } from '../../lib/http';
import { unwrap } from '../../lib/http/unwrap';
import { LazyTreeSelect, type LazyOption } from '../tree-select/lazy-tree-select';

/** A node of `/sys/category/loadTreeRoot` and `/loadTreeChildren`. */
export interface CategoryNode {
  key: string;
  title: string;
  /** the category's name (spec widgets §3) */
  name: string;
  code: string;
  leaf: boolean;
  children?: CategoryNode[];
}

export interface CategorySelectProps {
  /** code of the node whose children are the top of the choice; the whole tree when left out */
  pcode?: string;
  multiple?: boolean;
  /** an id, or comma-joined ids when multiple */
  value?: string | null;
  onChange?: (value: string | undefined) => void;
  placeholder?: string;
  disabled?: boolean;
  style?: CSSProperties;
  id?: string;
}

const toOption = (n: CategoryNode): LazyOption => ({
  value: n.key,
  title: n.title,
  isLeaf: n.leaf,
  children: n.children?.map(toOption),
});

/**
 * A category picker: the top level from loadTreeRoot (a failure shows the server's message as an error,
 * spec widgets §8), each branch from loadTreeChildren when opened, texts of stored ids from loadDictItem.
 * @example <CategorySelect pcode="A01" value={kind} onChange={setKind} />
 */
export function CategorySelect({ pcode, ...rest }: CategorySelectProps) {
  const { message } = App.useApp();
  async function loadRoot() {
    try {
      return unwrap(
        await http.get<CategoryNode[]>(
          '/sys/category/loadTreeRoot',
          { async: true, pcode: pcode ?? '0' },
          { silent: true },
        ),
      ).map(toOption);
    } catch (err) {
      void message.error((err as Error).message);
      throw err;
    }
  }
  return (
    <LazyTreeSelect
      {...rest}
      rootKey={pcode ?? '0'}
      loadRoot={loadRoot}
      loadChildren={async (pid) =>
        unwrap(await http.get<CategoryNode[]>('/sys/category/loadTreeChildren', { pid })).map(toOption)
      }
      loadLabels={async (ids) =>
        unwrap(await http.get<string[]>('/sys/category/loadDictItem/', { ids }, { silent: true }))
      }
    />
  );
}
