import { useState } from 'react';
import { Col, DatePicker, Form, Input, Modal, Row, Select, Table, Tag } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { fieldLabelKey, isElementVisible, user, RIGHTS } from '@weld/core';
import { useAuthContext } from '../../lib/use-session';
import { useDictOptions } from '../../lib/use-dict-options';
import { usePickedRows, type PickerDialogProps } from '../picker/use-picked-rows';
import { DepartTree } from './depart-tree';
import { pickerUsers, type PickedUser, type PickerUser } from './user-picker-api';
import { SearchButtons } from '../picker/search-buttons';

/** Spec widgets §9: the user picker is 1250 wide and pages by 10/20/30. */
export const USER_PICKER_WIDTH = 1250;
const PAGE_SIZES = [10, 20, 30];
/** The user list's right: the server answers phone, birthday and sex (and filters on them) only to its holders. */
const USER_LIST_RIGHT = RIGHTS.user.list;
/** Columns as [field key for the title, record key]: the department's name stands in for personal data. */
const PERSONAL_COLUMNS = [
  ['realname', 'realname'],
  ['username', 'username'],
  ['phone', 'phone'],
  ['birthday', 'birthday'],
] as const;
const NARROW_COLUMNS = [
  ['realname', 'realname'],
  ['username', 'username'],
  ['orgCode', 'orgCodeTxt'],
] as const;

type Props = PickerDialogProps<PickedUser>;

interface Filters {
  username?: string;
  realname?: string;
  sex?: string;
  birthday?: [Dayjs | null, Dayjs | null] | null;
}

const contains = (text?: string) => (text?.trim() ? `*${text.trim()}*` : undefined);

/**
 * 选择用户: a department tree, a filtered and paged user list (newest first), single or multiple choice.
 * Phone, birthday and the sex and birthday filters only for holders of the user list's right.
 * @example <UserPickerModal open multiple onOk={(users) => save(users)} onCancel={close} />
 */
export function UserPickerModal({ open, multiple = false, initial = [], onOk, onCancel }: Props) {
  const { t } = useTranslation();
  const label = (key: string) => t(fieldLabelKey(user, key));
  const personal = isElementVisible(USER_LIST_RIGHT, useAuthContext());
  const sexOptions = useDictOptions(personal ? 'sex' : undefined);
  const [form] = Form.useForm<Filters>();
  const [departId, setDepartId] = useState<string>();
  const [filters, setFilters] = useState<Filters>({});
  const [begin, end] = filters.birthday ?? [];
  const params = {
    column: 'createTime',
    order: 'desc',
    departId,
    username: contains(filters.username),
    realname: contains(filters.realname),
    ...(personal
      ? {
          sex: filters.sex,
          birthday_begin: begin?.format('YYYY-MM-DD'),
          birthday_end: end?.format('YYYY-MM-DD'),
        }
      : {}),
  };
  const { chosen, setChosen, toggle, confirm, firstPage, newSearch, table } = usePickedRows<
    PickerUser,
    PickedUser,
    typeof params
  >({
    open,
    multiple,
    initial,
    keyOf: (u) => u.id,
    toPicked: (u) => ({ id: u.id, username: u.username, realname: u.realname }),
    pageSizes: PAGE_SIZES,
    queryKey: ['user', 'queryUserComponentData'],
    filters: params,
    fetch: pickerUsers,
    onOk,
  });

  const search = (values: Filters) => {
    setFilters(values);
    newSearch();
  };
  const chooseDepart = (id: string | undefined) => {
    setDepartId(id);
    firstPage();
  };

  return (
    <Modal
      open={open}
      title={t('web.sysUser.pickerTitle')}
      width={USER_PICKER_WIDTH}
      onCancel={onCancel}
      onOk={confirm}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      destroyOnHidden
    >
      <Row gutter={16} wrap={false}>
        <Col flex="260px">
          <DepartTree value={departId} onChange={chooseDepart} height={420} />
        </Col>
        <Col flex="auto" style={{ minWidth: 0 }}>
          <Form
            form={form}
            layout="inline"
            onFinish={search}
            name="user-picker-search"
            style={{ marginBottom: 12, rowGap: 8 }}
          >
            <Form.Item name="realname" label={label('realname')}>
              <Input allowClear />
            </Form.Item>
            <Form.Item name="username" label={label('username')}>
              <Input allowClear />
            </Form.Item>
            {personal && (
              <Form.Item name="sex" label={label('sex')}>
                <Select allowClear options={sexOptions} style={{ width: 100 }} />
              </Form.Item>
            )}
            {personal && (
              <Form.Item name="birthday" label={label('birthday')}>
                {/* either end may stay empty (each is its own bound): else the picker holds the focus on an empty start */}
                <DatePicker.RangePicker allowEmpty={[true, true]} />
              </Form.Item>
            )}
            <SearchButtons form={form} onSearch={search} />
          </Form>
          {multiple && chosen.length > 0 && (
            <div style={{ marginBottom: 8 }}>
              {t('web.sysUser.selectedUsers')}：
              {chosen.map((u) => (
                <Tag key={u.id} closable onClose={() => setChosen(chosen.filter((c) => c.id !== u.id))}>
                  {u.realname}
                </Tag>
              ))}
            </div>
          )}
          <Table<PickerUser>
            rowKey="id"
            size="small"
            {...table}
            columns={(personal ? PERSONAL_COLUMNS : NARROW_COLUMNS).map(([key, dataIndex]) => ({
              key,
              dataIndex,
              title: label(key),
            }))}
            // multiple mode chooses by the checkboxes only
            onRow={(record) => ({ onClick: () => (multiple ? undefined : toggle(record)) })}
          />
        </Col>
      </Row>
    </Modal>
  );
}
