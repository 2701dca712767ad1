/** Add/edit body of a menu row; flags as booleans, as `GET /sys/permission/list` answers them. */
export interface PermissionBody {
  id?: string;
  parentId?: string | null;
  name: string;
  menuType: 0 | 1 | 2;
  url?: string | null;
  component?: string | null;
  componentName?: string | null;
  redirect?: string | null;
  icon?: string | null;
  sortNo?: number;
  keepAlive?: boolean;
  hidden?: boolean;
  hideTab?: boolean;
  alwaysShow?: boolean;
  route?: boolean;
  internalOrExternal?: boolean;
  linkUrl?: string | null;
  perms?: string | null;
  permsType?: '1' | '2' | null;
  status?: '0' | '1';
}

const str = (maxLength: number, pattern?: string) => ({
  type: 'string',
  nullable: true,
  maxLength,
  ...(pattern ? { pattern } : {}),
});
const bool = { type: 'boolean' } as const;

/** Every flag of a node, validated before anything is read or written. */
export const permissionBodySchema = {
  type: 'object',
  required: ['name', 'menuType'],
  properties: {
    id: { type: 'string', minLength: 1, maxLength: 32 },
    parentId: str(32),
    name: { type: 'string', minLength: 1, maxLength: 255 },
    menuType: { type: 'integer', enum: [0, 1, 2] },
    url: str(255, '^$|^(/[^\\s]*|https?://[^\\s]+)$'),
    component: str(255, '^[A-Za-z0-9_./-]*$'),
    componentName: str(100, '^[A-Za-z0-9_-]*$'),
    redirect: str(255, '^$|^/[^\\s]*$'),
    icon: str(100, '^[a-z0-9-]*$'),
    sortNo: { type: 'integer', minimum: 0, maximum: 99999 },
    keepAlive: bool,
    hidden: bool,
    hideTab: bool,
    alwaysShow: bool,
    route: bool,
    internalOrExternal: bool,
    linkUrl: str(500, '^$|^(https?://|\\{\\{)[^\\s]*'),
    perms: str(1000, '^[A-Za-z0-9:_*-]*(,[A-Za-z0-9:_*-]+)*$'),
    permsType: { type: 'string', nullable: true, enum: ['1', '2', null] },
    status: { type: 'string', enum: ['0', '1'] },
  },
} as const;
