import { useState } from 'react';
import { App, Empty, Modal, Select, Spin } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { cgformApi } from './cgform-api';

interface Props {
  onClose(): void;
  onImported(): void;
}

/**
 * 从数据库导入: the database's tables a design can be made from (queryTables), several at once (transTables).
 * @example <ImportTableModal onClose={close} onImported={refresh} />
 */
export function ImportTableModal({ onClose, onImported }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [chosen, setChosen] = useState<string[]>([]);
  const [running, setRunning] = useState(false);
  const tables = useQuery({
    queryKey: ['cgformHead', 'queryTables'],
    queryFn: cgformApi.queryTables,
    gcTime: 0,
  });
  const names = (tables.data ?? []).map((x) =>
    typeof x === 'string' ? x : String((x as { id?: unknown }).id),
  );

  async function run() {
    setRunning(true);
    const done = await cgformApi.transTables(chosen).then(
      () => true,
      () => false,
    );
    setRunning(false);
    if (!done) return;
    void message.success(t('server.cgform.imported'));
    onImported();
  }

  return (
    <Modal
      open
      title={t('web.cgform.importTable.title')}
      okText={t('web.cgform.importTable.ok')}
      cancelText={t('common.cancel')}
      okButtonProps={{ disabled: chosen.length === 0 }}
      confirmLoading={running}
      onOk={() => void run()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Spin spinning={tables.isFetching}>
        {names.length === 0 && !tables.isFetching ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('web.cgform.importTable.empty')} />
        ) : (
          <Select
            mode="multiple"
            style={{ width: '100%' }}
            value={chosen}
            onChange={setChosen}
            options={names.map((value) => ({ value, label: value }))}
          />
        )}
      </Spin>
    </Modal>
  );
}
