import { useMemo, useState } from 'react';
import { Card, Col, Form, Input, Row, Table } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { flattenDeparts, useDepartTree } from '../../../widgets/depart-select/depart-tree-api';
import { DepartTree } from '../../../widgets/user-picker/depart-tree';
import { addressPage, type AddressEntry } from './address-list-api';
import { SearchButtons } from '../../../widgets/picker/search-buttons';
import { useSearchRefetch } from '../../../lib/use-search-refetch';
import { pageTotal } from '../../../widgets/page-total';
import { KeyboardScroll } from '../../../widgets/keyboard-scroll';

const PAGE_SIZES = [10, 20, 30];
const COLUMNS = ['realname', 'username', 'workNo', 'post', 'phone', 'email', 'departNames'] as const;

/**
 * 通讯录 ('system/AddressList'): the department tree on the left, on the right the read-only contacts of
 * the chosen department and the departments below it (all people when none is chosen), searchable by name.
 * @example pageRegistry['system/AddressList']
 */
export function AddressListPage() {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ realname?: string }>();
  const [departId, setDepartId] = useState<string>();
  const [realname, setRealname] = useState<string>();
  const [page, setPage] = useState({ pageNo: 1, pageSize: PAGE_SIZES[0] });
  const tree = useDepartTree();
  const orgCode = useMemo(
    () => flattenDeparts(tree.data ?? []).find((n) => n.id === departId)?.orgCode,
    [tree.data, departId],
  );

  const params = { ...page, orgCode, realname };
  const query = useQuery({
    queryKey: ['addressList', params],
    queryFn: () => addressPage(params),
    placeholderData: keepPreviousData,
  });
  const searched = useSearchRefetch(['addressList', params]);
  const choose = (id: string | undefined) => {
    setDepartId(id);
    setPage((p) => ({ ...p, pageNo: 1 }));
  };
  const search = (values: { realname?: string }) => {
    setRealname(values.realname?.trim() || undefined);
    setPage((p) => ({ ...p, pageNo: 1 }));
    searched();
  };
  const columns = COLUMNS.map((key) => ({
    key,
    title: t(`web.addressList.columns.${key}`),
    dataIndex: key === 'post' ? 'postText' : key,
    ellipsis: key === 'email' || key === 'departNames',
  }));

  return (
    <Row gutter={16}>
      <Col xs={24} md={7} lg={6}>
        <Card title={t('web.addressList.departTree')} size="small">
          <DepartTree value={departId} onChange={choose} />
        </Card>
      </Col>
      <Col xs={24} md={17} lg={18}>
        <Card size="small">
          <Form form={form} layout="inline" onFinish={search} style={{ marginBottom: 16 }}>
            <Form.Item name="realname" label={t('web.addressList.realname')}>
              <Input
                allowClear
                placeholder={t('web.kit.inputPlaceholder', { label: t('web.addressList.realname') })}
              />
            </Form.Item>
            <SearchButtons form={form} onSearch={search} />
          </Form>
          <KeyboardScroll>
            <Table<AddressEntry>
              rowKey="id"
              size="middle"
              loading={query.isFetching}
              dataSource={query.data?.records ?? []}
              columns={columns}
              scroll={{ x: 900 }}
              pagination={{
                current: page.pageNo,
                pageSize: page.pageSize,
                total: query.data?.total ?? 0,
                pageSizeOptions: PAGE_SIZES,
                showSizeChanger: true,
                showQuickJumper: true,
                showTotal: pageTotal(t, query.data),
                onChange: (pageNo, pageSize) =>
                  setPage({ pageNo: pageSize === page.pageSize ? pageNo : 1, pageSize }),
              }}
            />
          </KeyboardScroll>
        </Card>
      </Col>
    </Row>
  );
}
