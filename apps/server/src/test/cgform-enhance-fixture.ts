import { expect } from 'vitest';
import { designField } from '@weld/core';
import type { CgformButton, CgformDesign, LinkageRule } from '@weld/core';
import type { Answer } from './client';
import { sampleDesign } from './cgform-fixture';
import type { CgformFixture } from './cgform-fixture';

/**
 * A design for buttons and rules: `status` (read-only in the form: a button sets it), `kind` (sex dictionary: 1, 2),
 * `reason` (string 50), `qty` (int) and `approver`.
 */
export function buttonDesign(table: string): CgformDesign {
  return sampleDesign(table, [
    designField('status', '状态', 'string', 7, { dbLength: 10, isReadOnly: 1 }),
    designField('kind', '类型', 'string', 8, { dbLength: 10, fieldShowType: 'list', dictField: 'sex' }),
    designField('reason', '原因', 'string', 9, { dbLength: 50 }),
    designField('qty', '数量', 'int', 10),
    designField('approver', '审核人', 'string', 11, { dbLength: 64 }),
  ]);
}

/** A row button that sets `status` to a constant and `approver` to the caller. */
export const approveButton = (code = 'approve', status = 'approved'): CgformButton => ({
  buttonCode: code,
  buttonName: '标记已审核',
  buttonIcon: 'check',
  buttonStyle: 'button',
  optPosition: 'row',
  optType: 'update',
  orderNum: 1,
  assignments: [
    { field: 'status', source: 'constant', value: status },
    { field: 'approver', source: 'variable', value: 'sys_user_code' },
  ],
});

/** Saves a form's buttons and rules as the admin (or `token`'s caller); answers the whole answer. */
export function saveEnhance(
  kit: CgformFixture,
  headId: string,
  enhance: { buttons?: unknown[]; rules?: LinkageRule[] | unknown[] },
): Promise<Answer<{ buttons: CgformButton[]; rules: LinkageRule[] }>> {
  return kit.api('PUT', '/online/cgform/enhance/save', { headId, buttons: [], rules: [], ...enhance });
}

/** Saves (must succeed). */
export async function savedEnhance(
  kit: CgformFixture,
  headId: string,
  enhance: { buttons?: unknown[]; rules?: LinkageRule[] },
): Promise<void> {
  const answer = await saveEnhance(kit, headId, enhance);
  expect(answer.status, answer.body.message).toBe(200);
}
