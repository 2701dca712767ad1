import { isElementVisible, RIGHTS } from '@weld/core';
import { useAuthContext } from '../../../lib/use-session';

export type CgformRights = Record<keyof typeof RIGHTS.cgform, boolean>;

/**
 * Which of 在线表单开发's actions the user holds (`RIGHTS.cgform`, the has-rule of spec shell §6).
 * @example const rights = useCgformRights(); rights.sync && <SyncButton />
 */
export function useCgformRights(): CgformRights {
  const ctx = useAuthContext();
  return Object.fromEntries(
    Object.entries(RIGHTS.cgform).map(([action, code]) => [action, isElementVisible(code, ctx)]),
  ) as CgformRights;
}
