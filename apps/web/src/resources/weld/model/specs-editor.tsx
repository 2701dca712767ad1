import { useState } from 'react';
import { Button, Input, Space, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { readSpecs, specsProblem, writeSpecs, type SpecRow } from './specs';

export interface SpecsEditorProps {
  /** the stored JSON object text */
  value?: string | null;
  onChange?: (value: string | null) => void;
  id?: string;
}

/**
 * Edits a model's specifications as name/value rows and hands the form the JSON object text; a duplicate
 * or unnamed row is shown at once (and the server refuses it, so nothing is silently dropped).
 * @example <Form.Item name="specs"><SpecsEditor /></Form.Item>
 */
export function SpecsEditor({ value, onChange, id }: SpecsEditorProps) {
  const { t } = useTranslation();
  const [rows, setRows] = useState<SpecRow[]>(() => readSpecs(value));
  // a value from outside (the form opened on another record) replaces the rows; our own echo does not
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    if ((value ?? null) !== writeSpecs(rows)) setRows(readSpecs(value));
  }
  const problem = specsProblem(rows);

  function update(next: SpecRow[]) {
    setRows(next);
    onChange?.(writeSpecs(next));
  }
  const change = (index: number, part: Partial<SpecRow>) =>
    update(rows.map((r, i) => (i === index ? { ...r, ...part } : r)));

  return (
    <div id={id} className="weld-specs-editor">
      {rows.length === 0 && <Typography.Text type="secondary">{t('web.weldSpecs.none')}</Typography.Text>}
      {rows.map((row, index) => (
        <Space.Compact key={index} style={{ display: 'flex', marginBottom: 8 }}>
          <Input
            aria-label={t('web.weldSpecs.name')}
            placeholder={t('web.weldSpecs.name')}
            value={row.name}
            maxLength={60}
            onChange={(e) => change(index, { name: e.target.value })}
            style={{ width: '40%' }}
          />
          <Input
            aria-label={t('web.weldSpecs.value')}
            placeholder={t('web.weldSpecs.value')}
            value={row.value}
            maxLength={200}
            onChange={(e) => change(index, { value: e.target.value })}
          />
          <Button
            aria-label={t('web.weldSpecs.remove')}
            title={t('web.weldSpecs.remove')}
            icon={<DeleteOutlined />}
            onClick={() => update(rows.filter((_, i) => i !== index))}
          />
        </Space.Compact>
      ))}
      {problem && (
        <div role="alert">
          <Typography.Text type="danger">{t(problem.key, { name: problem.name })}</Typography.Text>
        </div>
      )}
      <Button
        type="dashed"
        block
        icon={<PlusOutlined />}
        onClick={() => setRows([...rows, { name: '', value: '' }])}
        style={{ marginTop: 8 }}
      >
        {t('web.weldSpecs.add')}
      </Button>
    </div>
  );
}
