import { useState } from 'react';
import { App, Button } from 'antd';
import { SyncOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { dictionary } from '@weld/core';
import { ResourcePage } from '../../../kit/resource-page';
import type { Row } from '../../../kit/resource-api';
import { DictItemsDrawer } from './dict-items-drawer';
import { refreshDictionaries } from './dict-cache';

/** 刷新缓存: 刷新缓存完成！ or 刷新缓存失败！ (spec shell §8). */
function RefreshCacheButton() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  async function refresh() {
    setBusy(true);
    const done = await refreshDictionaries(queryClient).then(
      () => true,
      () => false,
    );
    setBusy(false);
    void (done
      ? message.success(t('web.sysDict.refreshDone'))
      : message.error(t('web.sysDict.refreshFailed')));
  }
  return (
    <Button icon={<SyncOutlined />} loading={busy} onClick={() => void refresh()}>
      {t('web.sysDict.refreshCache')}
    </Button>
  );
}

/**
 * 数据字典 (system/DictList): the kit's list of dictionaries, 刷新缓存 in the toolbar and 字典配置 on each row
 * opening the dictionary's items.
 */
export function DictPage() {
  const { t } = useTranslation();
  const [open, setOpen] = useState<Row | null>(null);
  return (
    <>
      <ResourcePage
        definition={dictionary}
        slots={{
          toolbar: <RefreshCacheButton />,
          rowActions: (record) => (
            <Button type="link" size="small" onClick={() => setOpen(record)}>
              {t('web.sysDict.items')}
            </Button>
          ),
        }}
      />
      <DictItemsDrawer dict={open} onClose={() => setOpen(null)} />
    </>
  );
}
