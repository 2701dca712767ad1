import type { DepartTreeNode } from '@weld/core';
import { useEffect, useMemo, useState } from 'react';
import type { Key } from 'react';
import { Form, Input, Modal, Tree } from 'antd';
import type { TreeDataNode } from 'antd';
import { useTranslation } from 'react-i18next';
import { DEPART_DIALOG_WIDTH } from '@weld/core';
import { filterDeparts, flattenDeparts, useDepartTree } from './depart-tree-api';

interface Props {
  open: boolean;
  multiple?: boolean;
  /** ids checked when the dialog opens */
  initial: string[];
  onOk: (nodes: DepartTreeNode[]) => void;
  onCancel: () => void;
}

/**
 * 部门选择 dialog (width 500, spec widgets §2): a checkable tree with search, one department unless
 * `multiple`; confirming with nothing checked shows the error state instead of closing (spec shell §5).
 */
export function DepartTreeModal({ open, multiple, initial, onOk, onCancel }: Props) {
  const { t } = useTranslation();
  const { data: tree = [], isLoading } = useDepartTree({ enabled: open });
  const [checked, setChecked] = useState<string[]>(initial);
  const [word, setWord] = useState('');
  const [error, setError] = useState(false);

  useEffect(() => {
    if (open) {
      setChecked(initial);
      setWord('');
      setError(false);
    }
    // initial is read when the dialog opens, not on every render of the caller
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const shown = useMemo(() => filterDeparts(tree, word), [tree, word]);
  const byId = useMemo(() => new Map(flattenDeparts(tree).map((n) => [n.id, n])), [tree]);

  const onCheck = (keys: { checked: Key[] } | Key[]) => {
    const list = (Array.isArray(keys) ? keys : keys.checked).map(String);
    // single choice: the node just checked replaces the one before
    const next = multiple ? list : list.filter((k) => !checked.includes(k)).slice(-1);
    setChecked(next);
    if (next.length > 0) setError(false);
  };

  const confirm = () => {
    const nodes = checked.map((id) => byId.get(id)).filter((n): n is DepartTreeNode => Boolean(n));
    if (nodes.length === 0) {
      setError(true);
      return;
    }
    onOk(nodes);
  };

  return (
    <Modal
      open={open}
      title={t('web.departSwitch.pickTitle')}
      width={DEPART_DIALOG_WIDTH}
      onOk={confirm}
      onCancel={onCancel}
      destroyOnHidden
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
    >
      <Form.Item
        validateStatus={error ? 'error' : undefined}
        help={error ? t('web.sysDepart.pickRequired') : undefined}
        style={{ marginBottom: 0 }}
      >
        <Input.Search
          allowClear
          placeholder={t('web.sysDepart.searchPlaceholder')}
          value={word}
          onChange={(e) => setWord(e.target.value)}
          status={error ? 'error' : undefined}
        />
        <div
          className={error ? 'depart-tree-error' : undefined}
          style={{
            marginTop: 8,
            maxHeight: 400,
            overflow: 'auto',
            border: error ? '1px solid #ff4d4f' : undefined,
          }}
        >
          {!isLoading && (
            <Tree
              checkable
              checkStrictly
              defaultExpandAll
              selectable={false}
              checkedKeys={checked}
              onCheck={onCheck}
              treeData={shown as unknown as TreeDataNode[]}
            />
          )}
        </div>
      </Form.Item>
    </Modal>
  );
}
