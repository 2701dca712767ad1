import { useEffect, useMemo, type CSSProperties } from 'react';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { http } from '../../lib/http';
import { unwrap } from '../../lib/http/unwrap';
import { LazyTreeSelect, type LazyOption } from './lazy-tree-select';

/** A node of `/sys/dict/loadTreeData`. */
export interface TreeDataNode {
  key: string;
  value: string;
  title: string;
  leaf: 0 | 1;
  isLeaf: boolean;
}

export interface JTreeSelectProps {
  /** `table,text,code` of a whitelisted table */
  dict: string;
  pidField: string;
  /** the parent key of the top level; empty: rows without a parent */
  pidValue?: string;
  hasChildField?: string;
  /** a JSON object string of {column: value} equality pairs; anything else is refused */
  condition?: string;
  multiple?: boolean;
  value?: string | null;
  onChange?: (value: string | undefined) => void;
  placeholder?: string;
  disabled?: boolean;
  style?: CSSProperties;
  id?: string;
}

/** Whether a condition is empty or a JSON object string (spec widgets §5). */
export function isConditionValid(condition: string | undefined): boolean {
  if (!condition) return true;
  try {
    const parsed: unknown = JSON.parse(condition);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed);
  } catch {
    return false;
  }
}

const toOption = (n: TreeDataNode): LazyOption => ({ value: n.key, title: n.title, isLeaf: n.isLeaf });

/**
 * A tree select over a whitelisted table (JTreeSelect), one level at a time from `/sys/dict/loadTreeData`;
 * a condition that is not a JSON object string shows 组件JTreeSelect-condition传值有误，需要一个json字符串!
 * and loads nothing.
 * @example <JTreeSelect dict="sys_category,name,id" pidField="pid" hasChildField="has_child" value={v} onChange={setV} />
 */
export function JTreeSelect({
  dict,
  pidField,
  pidValue = '',
  hasChildField,
  condition,
  ...rest
}: JTreeSelectProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [tableName = '', text = '', code = ''] = dict.split(',').map((s) => s.trim());
  const valid = isConditionValid(condition);
  const params = useMemo(
    () => ({
      tableName,
      text,
      code,
      pidField,
      hasChildField: hasChildField ?? '',
      condition: condition ?? '',
    }),
    [tableName, text, code, pidField, hasChildField, condition],
  );
  const level = async (pid: string) =>
    unwrap(await http.get<TreeDataNode[]>('/sys/dict/loadTreeData', { ...params, pid })).map(toOption);

  useEffect(() => {
    if (!valid) void message.error(t('web.pickers.treeConditionBad'));
  }, [valid, message, t]);

  return (
    <LazyTreeSelect
      {...rest}
      rootKey={`${JSON.stringify(params)}|${pidValue}`}
      loadRoot={valid ? () => level(pidValue) : null}
      loadChildren={level}
      loadLabels={async (ids) =>
        unwrap(
          await http.get<string[]>(
            `/sys/dict/loadDictItem/${encodeURIComponent(`${tableName},${text},${code}`)}`,
            { key: ids },
            { silent: true },
          ),
        )
      }
    />
  );
}
