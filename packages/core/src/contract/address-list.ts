/** One person of the address list (GET /sys/user/queryByOrgCodeForAddressList): what colleagues may see of each other, no account internals. */
export interface AddressEntry {
  id: string;
  realname: string;
  username: string;
  workNo: string | null;
  post: string | null;
  /** position names of `post` (comma-joined codes), comma-joined */
  postText: string | null;
  phone: string | null;
  email: string | null;
  /** names of the user's departments, comma-joined */
  departNames: string | null;
}

/** Its query: the department (and those below it), a name to search, the page. */
export interface AddressQuery {
  orgCode?: string;
  realname?: string;
  pageNo: number;
  pageSize: number;
  /** count every matching contact (PageResult.totalExact) */
  totalExact?: boolean;
}
