import { describe, expect, it } from 'vitest';
import type { PermissionTreeNode } from '@weld/core';
import { branchKeys, toggleKey } from './auth-tree';

const node = (key: string, children?: PermissionTreeNode[]): PermissionTreeNode => ({
  key,
  title: key,
  slotTitle: key,
  menuType: children ? 0 : 2,
  ruleFlag: false,
  children,
});
const tree = [node('sys', [node('role', [node('role-add'), node('role-edit')]), node('pos')]), node('home')];

describe('authorization tree checks', () => {
  it('checking a button checks its page and menu, not its siblings', () => {
    expect(toggleKey(tree, [], 'role-add', true).sort()).toEqual(['role', 'role-add', 'sys']);
  });
  it('unchecking a menu unchecks everything under it and nothing else', () => {
    expect(toggleKey(tree, ['sys', 'role', 'role-add', 'pos', 'home'], 'role', false).sort()).toEqual([
      'home',
      'pos',
      'sys',
    ]);
  });
  it('lists the keys that can expand', () => {
    expect(branchKeys(tree)).toEqual(['sys', 'role']);
  });
});
