import { UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PickerInput, type PickerFieldProps } from '../picker/picker-input';
import { usersByName, type PickedUser } from './user-picker-api';
import { UserPickerModal } from './user-picker-modal';

/** value: the comma-joined usernames */
type Props = PickerFieldProps<PickedUser>;

/**
 * A read-only input showing the chosen users' real names; clicking it opens 选择用户. The value is the
 * comma-joined usernames (multi-select values are joined by comma, widgets §9).
 * @example <Form.Item name="manager"><UserPicker multiple /></Form.Item>
 */
export function UserPicker({ multiple = false, placeholder, ...rest }: Props) {
  const { t } = useTranslation();
  return (
    <PickerInput<PickedUser>
      {...rest}
      placeholder={placeholder ?? t('web.sysUser.pickerPlaceholder')}
      icon={<UserOutlined />}
      title={t('web.sysUser.pickerTitle')}
      lookupKey={['user', 'getMultiUser']}
      lookup={(names) => usersByName(names.join(','))}
      keyOf={(u) => u.username}
      nameOf={(u) => u.realname}
      modal={(p) => <UserPickerModal {...p} multiple={multiple} />}
    />
  );
}
