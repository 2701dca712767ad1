import type { Audit } from './schema';

/** One stored upload (migration 0017); `create_by` is the uploader's username. */
export interface OssFileTable extends Audit {
  id: string;
  /** the name as uploaded, e.g. 焊缝照片.png */
  file_name: string;
  /** the storage key, e.g. temp/焊缝照片_<32 hex>.png (served by /sys/common/static) */
  url: string;
  /** the extension, lower case, without the dot */
  file_type: string;
  file_size: number;
  /** 'local' | 's3' */
  storage: string;
  /** the biz folder, e.g. temp or weld/photos */
  biz_path: string;
}

/** A user's notification preferences (migration 0017); no row means the defaults (bell on, no e-mail copies). */
export interface SysUserNotifyPrefTable {
  user_id: string;
  /** 1: announcements of category notice reach the bell */
  bell_notice: number;
  /** 1: system messages reach the bell */
  bell_system: number;
  /** 1: the user also receives an e-mail copy */
  email_copy: number;
  update_time: string | null;
}

/** The tables of files and account preferences, joined into `Database`. */
export interface FileTables {
  oss_file: OssFileTable;
  sys_user_notify_pref: SysUserNotifyPrefTable;
}
