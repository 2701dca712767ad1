import { SolutionOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PickerInput, type PickerFieldProps } from '../picker/picker-input';
import { positionsByCode, type PickedPosition } from './position-picker-api';
import { PositionPickerModal } from './position-picker-modal';

/** value: the comma-joined position codes */
type Props = PickerFieldProps<PickedPosition>;

/**
 * A read-only input showing the chosen positions' names; clicking it opens 选择职务. The value is the
 * comma-joined position codes (multi-select values are joined by comma, widgets §9).
 * @example <Form.Item name="post"><PositionPicker multiple /></Form.Item>
 */
export function PositionPicker({ multiple = false, placeholder, ...rest }: Props) {
  const { t } = useTranslation();
  return (
    <PickerInput<PickedPosition>
      {...rest}
      placeholder={placeholder ?? t('web.positionPicker.placeholder')}
      icon={<SolutionOutlined />}
      title={t('web.positionPicker.title')}
      lookupKey={['position', 'byCode']}
      lookup={positionsByCode}
      keyOf={(p) => p.code}
      nameOf={(p) => p.name}
      modal={(p) => <PositionPickerModal {...p} multiple={multiple} />}
    />
  );
}
