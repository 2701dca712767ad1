import { useEffect, useState } from 'react';
import { App, Form, Modal, Radio, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DepartInfo } from '@weld/core';
import { DEPART_DIALOG_WIDTH } from '@weld/core';
import { sessionApi } from '../../lib/api/session-api';
import { errorText } from '../../lib/api/error-text';
import { loadAdminTexts } from '../../lib/i18n';
import { session } from '../../lib/session';

/**
 * Department switch dialog, width 500: titled 部门切换（当前部门 : {name}） when the user has a current department,
 * 部门选择 when not (spec widgets §2); empty list warns and closes; confirming without a choice marks the field.
 */
export function DepartDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [list, setList] = useState<DepartInfo[] | null>(null);
  const [value, setValue] = useState<string | undefined>();
  const [current, setCurrent] = useState<string | undefined>();
  const [invalid, setInvalid] = useState(false);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!open) return;
    setList(null);
    setInvalid(false);
    // the titles live with the administration texts, which the home page has not fetched yet
    Promise.all([sessionApi.currentDeparts(), loadAdminTexts()]).then(
      ([r]) => {
        if (r.list.length === 0) {
          message.warning(t('web.depart.none'));
          onClose();
          return;
        }
        setList(r.list);
        setValue(r.orgCode ?? undefined);
        setCurrent(r.list.find((d) => d.orgCode === r.orgCode)?.departName);
      },
      () => onClose(),
    );
  }, [open, message, onClose, t]);

  const confirm = async () => {
    const username = session.userInfo()?.username;
    if (!value || !username) {
      setInvalid(true);
      return;
    }
    setSaving(true);
    try {
      const r = await sessionApi.selectDepart(value, username);
      session.setUserInfo(r.userInfo);
      message.success(t('web.depart.switched'));
      onClose();
    } catch (e) {
      message.error(errorText(e, t('web.depart.failed')));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open && list !== null}
      title={current ? t('web.departSwitch.switchTitle', { name: current }) : t('web.departSwitch.pickTitle')}
      width={DEPART_DIALOG_WIDTH}
      onCancel={onClose}
      onOk={() => void confirm()}
      confirmLoading={saving}
      destroyOnHidden
    >
      {list === null ? (
        <Spin />
      ) : (
        <Form layout="vertical">
          <Form.Item
            label={t('web.depart.label')}
            validateStatus={invalid ? 'error' : undefined}
            help={invalid ? t('web.depart.required') : undefined}
            required
          >
            <Radio.Group
              value={value}
              onChange={(e) => {
                setValue(e.target.value as string);
                setInvalid(false);
              }}
              style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
              options={list.map((d) => ({ value: d.orgCode, label: d.departName }))}
            />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
