/** Tenant, departments, roles and dictionaries seeded on first start. */
import { ADMIN_ROLE_CODE, ADMIN_ROLE_ID, USER_ROLE_ID } from '../seed-ids';

export const seedDeparts = [
  {
    id: 'depart-A01',
    parentId: null,
    orgCode: 'A01',
    departName: '焊接设备制造有限公司',
    orgCategory: '1',
    order: 1,
  },
  {
    id: 'depart-A01A01',
    parentId: 'depart-A01',
    orgCode: 'A01A01',
    departName: '研发部',
    orgCategory: '2',
    order: 1,
  },
  {
    id: 'depart-A01A02',
    parentId: 'depart-A01',
    orgCode: 'A01A02',
    departName: '销售部',
    orgCategory: '2',
    order: 2,
  },
  {
    id: 'depart-A01A03',
    parentId: 'depart-A01',
    orgCode: 'A01A03',
    departName: '售后服务部',
    orgCategory: '2',
    order: 3,
  },
  {
    id: 'depart-A02',
    parentId: null,
    orgCode: 'A02',
    departName: '光伏储能事业部',
    orgCategory: '1',
    order: 2,
  },
];

export const seedRoles = [
  { id: ADMIN_ROLE_ID, roleCode: ADMIN_ROLE_CODE, roleName: '管理员', description: '拥有全部权限' },
  { id: USER_ROLE_ID, roleCode: 'user', roleName: '普通用户', description: '首页与个人页' },
];

type Item = [value: string, text: string, color?: string];

export const seedDicts: { code: string; name: string; items: Item[] }[] = [
  {
    code: 'sex',
    name: '性别',
    items: [
      ['1', '男'],
      ['2', '女'],
    ],
  },
  {
    code: 'priority',
    name: '优先级',
    items: [
      ['L', '低', 'blue'],
      ['M', '中', 'orange'],
      ['H', '高', 'red'],
    ],
  },
  {
    code: 'yn',
    name: '是否',
    items: [
      ['1', '是'],
      ['0', '否'],
    ],
  },
  {
    code: 'user_status',
    name: '用户状态',
    items: [
      ['1', '正常'],
      ['2', '冻结'],
    ],
  },
  {
    code: 'valid_status',
    name: '有效状态',
    items: [
      ['1', '有效'],
      ['0', '无效'],
    ],
  },
  {
    code: 'menu_type',
    name: '菜单类型',
    items: [
      ['0', '一级菜单'],
      ['1', '子菜单'],
      ['2', '按钮权限'],
    ],
  },
  {
    code: 'log_type',
    name: '日志类型',
    items: [
      ['1', '登录日志'],
      ['2', '操作日志'],
    ],
  },
];
