import type { Kysely } from 'kysely';
import { buttonRows, insertMenu } from './menu-rows';
import type { MenuSeed } from './seed-menu';
import { deleteMenu } from './dict-rows';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and do not use the live schema types */

/** 组织设置 under 专项管理: which organisations see which model subtrees (table weld_org_model, from 0019). */
export const weldOrgSetMenu: MenuSeed[] = [
  {
    id: 'iweld-org-set',
    parentId: 'iweld-special',
    name: '组织设置',
    path: '/weld/special/orgSet',
    component: 'weld/OrgSet',
    componentName: 'WeldOrgSet',
    menuType: 1,
    perms: 'weld:orgSet:list',
    icon: 'bank',
    sortNo: 3,
  },
  ...buttonRows('iweld-org-set', 'weld:orgSet', [['edit', '组织设置保存']]),
];

export async function up(db: Kysely<any>, now: string): Promise<void> {
  await insertMenu(db, weldOrgSetMenu, now);
}

export async function down(db: Kysely<any>): Promise<void> {
  await deleteMenu(
    db,
    weldOrgSetMenu.map((m) => m.id),
  );
}
