import { DatePicker, Input, InputNumber, Select } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { valueList, type QueryCondition } from '@weld/core';
import { DictSelectTag } from '../dict-select/dict-select-tag';
import { UserPicker } from '../user-picker/user-picker';
import { DepartSelect } from '../depart-select/depart-select';
import { PositionPicker } from '../position-picker/position-picker';
import { CategorySelect } from '../category-select/category-select';

interface Props {
  row: QueryCondition;
  onChange(val: string | string[]): void;
}

const DATE_FORMATS = { date: 'YYYY-MM-DD', datetime: 'YYYY-MM-DD HH:mm:ss' } as const;
const FULL = { width: '100%' };

/**
 * The value control of a condition, by its field type: text, number, date, datetime, dictionary or
 * fixed options, the pickers; the `in` rule takes several values (a list), every other rule one text.
 * @example <ConditionValue row={row} onChange={(val) => update({ ...row, val })} />
 */
export function ConditionValue({ row, onChange }: Props) {
  const { t } = useTranslation();
  const several = row.rule === 'in';
  const text = Array.isArray(row.val) ? row.val.join(',') : row.val;
  const list = valueList(row.val);
  // pickers and dictionaries keep several values comma-joined; the row keeps a list while the rule is in
  const emit = (next: string | string[] | null | undefined) =>
    onChange(several ? valueList(next) : Array.isArray(next) ? next.join(',') : (next ?? ''));
  const common = { id: undefined, placeholder: t('web.query.selectPlaceholder'), style: FULL };

  if (row.dictCode && (row.type === 'list' || row.type === 'list_multi')) {
    return (
      <DictSelectTag
        dictCode={row.dictCode}
        multiple={several}
        joined={false}
        allowClear
        value={several ? list : text}
        onChange={emit}
        {...common}
      />
    );
  }
  if (row.options) {
    // switch labels follow the interface language, whatever the field list was built with
    const options =
      row.type === 'switch'
        ? row.options.map((o) => ({ value: o.value, label: t(`web.query.switch.${o.value}`) }))
        : row.options;
    return (
      <Select
        allowClear
        mode={several ? 'multiple' : undefined}
        maxTagCount={several ? 1 : undefined}
        options={options}
        value={several ? list : text || undefined}
        onChange={emit}
        {...common}
      />
    );
  }
  const pickerValue = list.join(',');
  switch (row.type) {
    case 'sel_user':
      return (
        <UserPicker
          multiple={several}
          allowClear
          value={pickerValue}
          onChange={emit}
          placeholder={common.placeholder}
        />
      );
    case 'sel_depart':
      return (
        <DepartSelect
          multiple={several}
          value={pickerValue}
          onChange={emit}
          placeholder={common.placeholder}
        />
      );
    case 'sel_position':
      return (
        <PositionPicker
          multiple={several}
          allowClear
          value={pickerValue}
          onChange={emit}
          placeholder={common.placeholder}
        />
      );
    case 'cat_tree':
      return (
        <CategorySelect
          multiple={several}
          value={pickerValue || null}
          onChange={emit}
          placeholder={common.placeholder}
          style={FULL}
        />
      );
  }
  if (several) {
    return (
      <Select
        mode="tags"
        open={false}
        tokenSeparators={[',', '，']}
        value={list}
        onChange={emit}
        suffixIcon={null}
        placeholder={t('web.query.inPlaceholder')}
        style={FULL}
      />
    );
  }
  if (row.type === 'number') {
    return (
      <InputNumber
        style={FULL}
        value={text === '' ? null : Number(text)}
        onChange={(n) => emit(n === null ? '' : String(n))}
        placeholder={t('web.query.valuePlaceholder')}
      />
    );
  }
  if (row.type === 'date' || row.type === 'datetime') {
    const format = DATE_FORMATS[row.type];
    return (
      <DatePicker
        style={FULL}
        showTime={row.type === 'datetime'}
        format={format}
        value={text ? dayjs(text, format) : null}
        onChange={(d) => emit(d ? d.format(format) : '')}
        placeholder={t('web.query.selectPlaceholder')}
      />
    );
  }
  return (
    <Input
      allowClear
      value={text}
      onChange={(e) => emit(e.target.value)}
      placeholder={t('web.query.valuePlaceholder')}
    />
  );
}
