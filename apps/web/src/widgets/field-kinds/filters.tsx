import { DatePicker, Form, InputNumber, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FilterProps } from './kind-parts';
import { fieldKindPart } from './registry';
import { YesNoFilter } from './yes-no-filter';

/** A number range: `<key>` from, `<key>_end` to. */
function NumberRange({ field }: FilterProps) {
  const { t } = useTranslation();
  return (
    <Space.Compact>
      <Form.Item name={field.key} noStyle>
        <InputNumber placeholder={t('web.kit.rangeStart')} />
      </Form.Item>
      <Form.Item name={`${field.key}_end`} noStyle>
        <InputNumber placeholder={t('web.kit.rangeEnd')} />
      </Form.Item>
    </Space.Compact>
  );
}

/**
 * The usual search control: the kind's form control (clearable, 200 px), or a number range for a range search.
 * @example Filter: ControlFilter
 */
export function ControlFilter(props: FilterProps) {
  const { field, placeholder } = props;
  if (field.search === 'range') return <NumberRange {...props} />;
  const FormControl = fieldKindPart(field.kind, 'FormControl');
  // a search is always a clearable select, whatever face the form gives the field (radio buttons cannot be cleared);
  // a level of linked selects searches the whole tree: the search form holds no parent level to follow
  const plain = field.look || field.cascade ? { ...field, look: undefined, cascade: undefined } : field;
  return (
    <Space.Compact>
      <Form.Item name={field.key} noStyle>
        <FormControl field={plain} placeholder={placeholder} allowClear style={{ width: 200 }} />
      </Form.Item>
    </Space.Compact>
  );
}

/** Date kinds: a range searches whole days between two dates; otherwise the usual control. */
export function DateFilter(props: FilterProps) {
  const { t } = useTranslation();
  if (props.field.search !== 'range') return <ControlFilter {...props} />;
  return (
    <Space.Compact>
      <Form.Item name={props.field.key} noStyle>
        {/* 220 px keeps two dates readable and the row inside a 375 px screen */}
        <DatePicker.RangePicker
          placeholder={[t('web.kit.rangeStart'), t('web.kit.rangeEnd')]}
          style={{ width: 220 }}
          // either end may stay empty: without it the picker pulls the focus back to an empty start for ever
          allowEmpty={[true, true]}
        />
      </Form.Item>
    </Space.Compact>
  );
}

/** A yes/no field: 全部 / 是 / 否, since a switch cannot say "either". */
export function YesNoKindFilter(props: FilterProps) {
  const { field } = props;
  if (field.search === 'range') return <ControlFilter {...props} />;
  return (
    <Space.Compact>
      <Form.Item name={field.key} noStyle>
        <YesNoFilter style={{ width: 200 }} />
      </Form.Item>
    </Space.Compact>
  );
}
