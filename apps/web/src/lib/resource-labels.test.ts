import { describe, expect, it } from 'vitest';
import { compileRuntimeResource, fieldLabelKey, queryFieldsOf, resourceTitleKey } from '@weld/core';
import { initTestI18n } from './i18n/test-i18n';
import { registerResourceLabels } from './resource-labels';

describe('registerResourceLabels', () => {
  it('shows the labels an admin gave a runtime resource wherever screens name fields by key', () => {
    const t = initTestI18n().t;
    const def = compileRuntimeResource({
      name: 'gasOrder',
      table: 'ext_gas_order',
      title: { zh_CN: '保护气订单', en_US: 'Gas orders' },
      fields: {
        orderNo: { kind: 'text', label: { zh_CN: '订单号' }, search: 'like' },
        litres: { kind: 'number', label: { en_US: 'Litres' }, search: 'eq' },
      },
    });
    if ('problems' in def) throw new Error('refused');
    expect(t(fieldLabelKey(def, 'orderNo'))).toBe(fieldLabelKey(def, 'orderNo'));
    registerResourceLabels(def);
    expect(t(resourceTitleKey(def))).toBe('保护气订单');
    expect(t(fieldLabelKey(def, 'orderNo'))).toBe('订单号');
    // a label given only in another language is shown rather than a key
    expect(t(fieldLabelKey(def, 'litres'))).toBe('Litres');
    expect(queryFieldsOf(def, t)[0].children?.map((c) => c.label)).toEqual(['订单号', 'Litres']);
  });
});
