import type { ColumnType } from 'antd/es/table/interface';
import { useTranslation } from 'react-i18next';
import { weldManualUser } from '@weld/core';
import { ResourcePage } from '../../../kit/resource-page';
import type { Row } from '../../../kit/resource-api';
import { MachinesSection } from './machines-section';

/**
 * 用户列表 ('weld/ManualUserList'): external readers of manuals with the kit's list and form, their bound
 * machines edited as rows of the form and saved with them.
 * @example pageRegistry['weld/ManualUserList']
 */
export function ManualUserPage() {
  const { t } = useTranslation();
  const machineColumn: ColumnType<Row> = {
    key: 'machineCount',
    title: t('web.weldManualUser.machineCount'),
    dataIndex: 'machineCount',
    width: 90,
    align: 'right',
  };
  return (
    <ResourcePage
      definition={weldManualUser}
      slots={{ formSection: (ctx) => <MachinesSection {...ctx} />, columns: [machineColumn] }}
    />
  );
}
