import { describe, expect, it } from 'vitest';
import { buttonRows, crudButtons } from './menu-rows';

describe('buttonRows: the one way migrations write button rights', () => {
  it('puts each right under its screen, ids and rights from the action, sorted as given', () => {
    expect(
      buttonRows(
        'iweld-firmware',
        'weld:firmware',
        [...crudButtons('固件').slice(0, 2), ['resetKey', '重置密钥', 'reset-key']],
        { from: 3 },
      ),
    ).toEqual([
      {
        id: 'iweld-firmware-add',
        parentId: 'iweld-firmware',
        name: '固件新增',
        menuType: 2,
        perms: 'weld:firmware:add',
        sortNo: 3,
      },
      {
        id: 'iweld-firmware-edit',
        parentId: 'iweld-firmware',
        name: '固件编辑',
        menuType: 2,
        perms: 'weld:firmware:edit',
        sortNo: 4,
      },
      {
        id: 'iweld-firmware-reset-key',
        parentId: 'iweld-firmware',
        name: '重置密钥',
        menuType: 2,
        perms: 'weld:firmware:resetKey',
        sortNo: 5,
      },
    ]);
  });

  it('takes another id prefix, and needs one for parentless rights', () => {
    expect(
      buttonRows(null, 'system:position', [['list', '职务查询']], { idPrefix: 'position' })[0],
    ).toMatchObject({ id: 'position-list', parentId: null });
    expect(() => buttonRows(null, 'system:position', [['list', '职务查询']])).toThrow(/idPrefix/);
  });

  it('titles the five list rights after their noun', () => {
    expect(crudButtons('程序').map(([, title]) => title)).toEqual([
      '程序新增',
      '程序编辑',
      '程序删除',
      '程序导入',
      '程序导出',
    ]);
  });
});
