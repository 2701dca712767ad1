import { useState } from 'react';
import { Button, Input, Space } from 'antd';
import { CloseCircleFilled, SolutionOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { positionsByCode, type PickedPosition } from './position-picker-api';
import { PositionPickerModal } from './position-picker-modal';

interface Props {
  /** comma-joined position codes */
  value?: string | null;
  onChange?: (value: string | null, positions: PickedPosition[]) => void;
  multiple?: boolean;
  disabled?: boolean;
  allowClear?: boolean;
  placeholder?: string;
  id?: string;
}

const split = (value?: string | null) => (value ?? '').split(',').map((s) => s.trim()).filter(Boolean);

/**
 * A read-only input showing the chosen positions' names; clicking it opens 选择职务. The value is the
 * comma-joined position codes (multi-select values are joined by comma, widgets §9).
 * @example <Form.Item name="post"><PositionPicker multiple /></Form.Item>
 */
export function PositionPicker({ value, onChange, multiple = false, disabled, allowClear = true, placeholder, id }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const codes = split(value);
  const query = useQuery({ queryKey: ['position', 'byCode', codes.join(',')], queryFn: () => positionsByCode(codes), enabled: codes.length > 0, staleTime: 60_000 });
  const known = codes.length > 0 ? (query.data ?? []) : [];
  const shown = codes.map((c) => known.find((p) => p.code === c)?.name ?? c).join(',');

  const pick = (positions: PickedPosition[]) => {
    setOpen(false);
    onChange?.(positions.length ? positions.map((p) => p.code).join(',') : null, positions);
  };

  return (
    <>
      <Space.Compact style={{ width: '100%' }}>
        <Input id={id} readOnly value={shown} placeholder={placeholder ?? t('web.positionPicker.placeholder')} disabled={disabled}
          onClick={() => !disabled && setOpen(true)}
          suffix={allowClear && codes.length > 0 && !disabled ? <CloseCircleFilled aria-label="clear" onClick={(e) => { e.stopPropagation(); pick([]); }} style={{ color: 'rgba(0,0,0,.25)' }} /> : <span />} />
        <Button icon={<SolutionOutlined />} disabled={disabled} onClick={() => setOpen(true)} aria-label={t('web.positionPicker.title')} />
      </Space.Compact>
      <PositionPickerModal open={open} multiple={multiple} initial={known} onOk={pick} onCancel={() => setOpen(false)} />
    </>
  );
}
