import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../../context';
import { authOf, holdsRight } from '../../../plugins/route-config';
import { userDeparts } from '../user';
import type { Reach } from './depart-tree';

/** 部门管理's list right: its holders see every department in the trees. */
export const DEPART_LIST_RIGHT = 'system:depart:list';
/** Rights whose holders work across every organisation: the department list's, and 全部型号可见 (weld:scope:all), whose holders assign models and transfers between any organisations. */
const WHOLE_TREE_RIGHTS = [DEPART_LIST_RIGHT, 'weld:scope:all'];

/**
 * What of the department tree a caller sees: everything with one of WHOLE_TREE_RIGHTS; otherwise the
 * org codes of their own departments (each with everything below it), which is what the pickers of the
 * forms they open need.
 * @example const tree = await departTree(ctx.db, await reachOf(ctx, request))
 */
export async function reachOf(ctx: AppContext, request: FastifyRequest): Promise<Reach> {
  if (WHOLE_TREE_RIGHTS.some((right) => holdsRight(request, right))) return null;
  return myOrgCodes(ctx, authOf(request).session.userId);
}

/** The org codes of a user's live departments. */
export async function myOrgCodes(ctx: AppContext, userId: string): Promise<string[]> {
  return (await userDeparts(ctx.db, userId)).map((d) => d.orgCode);
}
