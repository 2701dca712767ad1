import type { PermissionItem } from '../contract';

/** What the button and query checks read: the user's rights and the global right list (spec shell §6). */
export interface AuthContext {
  auth: readonly PermissionItem[];
  allAuth: readonly PermissionItem[];
  /** a permission list a form passes in for its own fields */
  formPermissions?: readonly PermissionItem[];
}

function splitActions(items: readonly PermissionItem[]): Set<string> {
  const out = new Set<string>();
  for (const item of items) for (const a of item.action.split(',')) if (a.trim()) out.add(a.trim());
  return out;
}

function globalEntry(action: string, allAuth: readonly PermissionItem[], type?: '1' | '2') {
  return allAuth.find((g) => (!type || g.type === type) && splitActions([g]).has(action));
}

/**
 * The has-directive: an element stays visible when the global right for its action is switched off
 * (status "0"), or when the action is among the user's non-"2" rights or the form's list.
 * @example isElementVisible('user:add', { auth, allAuth })
 */
export function isElementVisible(action: string, ctx: AuthContext): boolean {
  const global = globalEntry(
    action,
    ctx.allAuth.filter((g) => g.type !== '2'),
  );
  if (global?.status === '0') return true;
  const own = splitActions(ctx.auth.filter((a) => a.type !== '2'));
  if (own.has(action)) return true;
  return splitActions(ctx.formPermissions ?? []).has(action);
}

/**
 * Button permission check (spec shell §6, type "2" rights): allowed when the user's own rights or
 * the form's list hold the action; otherwise the global list decides: an entry switched off
 * (status "0") denies, an entry switched on grants; an action no rule mentions is not governed.
 * @example isButtonAllowed('order:approve', { auth, allAuth })
 */
export function isButtonAllowed(action: string, ctx: AuthContext): boolean {
  const own = [...ctx.auth, ...(ctx.formPermissions ?? [])].filter((p) => p.type === '2');
  if (splitActions(own).has(action)) return true;
  const global = globalEntry(action, ctx.allAuth, '2');
  return !global || global.status !== '0';
}

/**
 * Query permission (spec shell §6): the type "1" rights under `prefix` that are switched on
 * globally but that the user does not hold; screens hide the fields these codes guard.
 * @example deniedUnderPrefix('user:form:', { auth, allAuth }) // ['user:form:salary']
 */
export function deniedUnderPrefix(prefix: string, ctx: AuthContext): string[] {
  const own = splitActions(ctx.auth);
  return ctx.allAuth
    .filter((g) => g.type === '1' && g.status === '1' && g.action.startsWith(prefix))
    .map((g) => g.action)
    .filter((action) => !own.has(action));
}
