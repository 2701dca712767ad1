import type { PageResult } from '@weld/core';
import { http, type Params } from '../../lib/http';
import { unwrap } from '../../lib/http/unwrap';

/** A user as the picker lists it (`/sys/user/queryUserComponentData`). */
export interface PickerUser {
  id: string;
  username: string;
  realname: string;
  sex?: string | null;
  sex_dictText?: string | null;
  phone?: string | null;
  birthday?: string | null;
  orgCodeTxt?: string | null;
}

/** What a picker hands back for each chosen user (widgets §3: id and username, plus the name it shows). */
export interface PickedUser {
  id: string;
  username: string;
  realname: string;
}

/** A page of users for the picker. @example await pickerUsers({ pageNo: 1, pageSize: 10, departId }) */
export const pickerUsers = async (params: Params): Promise<PageResult<PickerUser>> =>
  unwrap(await http.get<PageResult<PickerUser>>('/sys/user/queryUserComponentData', params));

/** Names of users by comma-joined usernames, in that order. @example await usersByName('admin,jack') */
export const usersByName = async (usernames: string): Promise<PickedUser[]> =>
  unwrap(await http.get<PickedUser[]>('/sys/user/getMultiUser', { username: usernames }));
