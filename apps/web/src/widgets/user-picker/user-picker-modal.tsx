import { useEffect, useState, type Key } from 'react';
import { Button, Col, DatePicker, Form, Input, Modal, Row, Select, Space, Table, Tag } from 'antd';
import type { Dayjs } from 'dayjs';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { fieldLabelKey, user } from '@weld/core';
import { useDictOptions } from '../../kit/use-dict-options';
import { DepartTree } from './depart-tree';
import { pickerUsers, type PickedUser, type PickerUser } from './user-picker-api';

/** Spec widgets §9: the user picker is 1250 wide and pages by 10/20/30. */
export const USER_PICKER_WIDTH = 1250;
const PAGE_SIZES = [10, 20, 30];

interface Props {
  open: boolean;
  multiple?: boolean;
  /** users chosen before opening */
  initial?: PickedUser[];
  onOk(users: PickedUser[]): void;
  onCancel(): void;
}

interface Filters {
  username?: string;
  realname?: string;
  sex?: string;
  birthday?: [Dayjs | null, Dayjs | null] | null;
}

const contains = (text?: string) => (text?.trim() ? `*${text.trim()}*` : undefined);

/**
 * 选择用户: a department tree, a filtered and paged user list (newest first), single or multiple choice.
 * @example <UserPickerModal open multiple onOk={(users) => save(users)} onCancel={close} />
 */
export function UserPickerModal({ open, multiple = false, initial = [], onOk, onCancel }: Props) {
  const { t } = useTranslation();
  const label = (key: string) => t(fieldLabelKey(user, key));
  const sexOptions = useDictOptions('sex');
  const [form] = Form.useForm<Filters>();
  const [departId, setDepartId] = useState<string>();
  const [filters, setFilters] = useState<Filters>({});
  const [page, setPage] = useState({ pageNo: 1, pageSize: PAGE_SIZES[0] });
  const [chosen, setChosen] = useState<PickedUser[]>(initial);
  const initialKey = initial.map((u) => u.id).join(',');

  useEffect(() => {
    if (open) setChosen(initial);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reset to the field's users each time the picker opens
  }, [open, initialKey]);

  const [begin, end] = filters.birthday ?? [];
  const params = {
    ...page,
    column: 'createTime',
    order: 'desc',
    departId,
    username: contains(filters.username),
    realname: contains(filters.realname),
    sex: filters.sex,
    birthday_begin: begin?.format('YYYY-MM-DD'),
    birthday_end: end?.format('YYYY-MM-DD'),
  };
  const query = useQuery({ queryKey: ['user', 'queryUserComponentData', params], queryFn: () => pickerUsers(params), enabled: open, placeholderData: keepPreviousData });

  const search = (values: Filters) => {
    setFilters(values);
    setPage((p) => ({ ...p, pageNo: 1 }));
  };
  const chooseDepart = (id: string | undefined) => {
    setDepartId(id);
    setPage((p) => ({ ...p, pageNo: 1 }));
  };
  const toPicked = (u: PickerUser): PickedUser => ({ id: u.id, username: u.username, realname: u.realname });
  const onSelect = (keys: Key[], rows: PickerUser[]) => {
    if (!multiple) return setChosen(rows.slice(0, 1).map(toPicked));
    // keep users chosen on other pages; rows of this page follow the checkboxes
    const onPage = new Set((query.data?.records ?? []).map((r) => r.id));
    const kept = chosen.filter((u) => !onPage.has(u.id));
    const picked = rows.filter((r) => keys.includes(r.id)).map(toPicked);
    setChosen([...kept, ...picked]);
  };

  return (
    <Modal open={open} title={t('web.sysUser.pickerTitle')} width={USER_PICKER_WIDTH} onCancel={onCancel} onOk={() => onOk(chosen)}
      okText={t('common.ok')} cancelText={t('common.cancel')} destroyOnHidden>
      <Row gutter={16} wrap={false}>
        <Col flex="260px"><DepartTree value={departId} onChange={chooseDepart} height={420} /></Col>
        <Col flex="auto" style={{ minWidth: 0 }}>
          <Form form={form} layout="inline" onFinish={search} name="user-picker-search" style={{ marginBottom: 12, rowGap: 8 }}>
            <Form.Item name="realname" label={label('realname')}><Input allowClear /></Form.Item>
            <Form.Item name="username" label={label('username')}><Input allowClear /></Form.Item>
            <Form.Item name="sex" label={label('sex')}><Select allowClear options={sexOptions} style={{ width: 100 }} /></Form.Item>
            <Form.Item name="birthday" label={label('birthday')}><DatePicker.RangePicker /></Form.Item>
            <Space>
              <Button type="primary" htmlType="submit">{t('web.kit.search')}</Button>
              <Button onClick={() => { form.resetFields(); search({}); }}>{t('web.kit.reset')}</Button>
            </Space>
          </Form>
          {multiple && chosen.length > 0 && (
            <div style={{ marginBottom: 8 }}>
              {t('web.sysUser.selectedUsers')}：{chosen.map((u) => <Tag key={u.id} closable onClose={() => setChosen(chosen.filter((c) => c.id !== u.id))}>{u.realname}</Tag>)}
            </div>
          )}
          <Table<PickerUser>
            rowKey="id"
            size="small"
            loading={query.isFetching}
            dataSource={query.data?.records ?? []}
            columns={['realname', 'username', 'phone', 'birthday'].map((key) => ({ key, dataIndex: key, title: label(key) }))}
            rowSelection={{ type: multiple ? 'checkbox' : 'radio', selectedRowKeys: chosen.map((u) => u.id), onChange: onSelect }}
            onRow={(record) => ({ onClick: () => (multiple ? undefined : setChosen([toPicked(record)])) })}
            pagination={{
              current: page.pageNo,
              pageSize: page.pageSize,
              total: query.data?.total ?? 0,
              pageSizeOptions: PAGE_SIZES.map(String),
              showSizeChanger: true,
              showQuickJumper: true,
              showTotal: (total) => t('web.kit.total', { total }),
              onChange: (pageNo, pageSize) => setPage({ pageNo: pageSize === page.pageSize ? pageNo : 1, pageSize }),
            }}
          />
        </Col>
      </Row>
    </Modal>
  );
}
