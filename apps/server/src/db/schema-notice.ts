import type { Audit } from './schema';

export interface SysAnnouncementTable extends Audit {
  id: string;
  /** the spec's spelling */
  titile: string;
  msg_content: string | null;
  /** dictionary msg_category: 1 notice, 2 system message */
  msg_category: string;
  /** dictionary priority: L, M, H */
  priority: string;
  /** dictionary msg_type: ALL or USER */
  msg_type: string;
  /** comma-joined usernames when msg_type is USER */
  user_ids: string | null;
  open_type: string | null;
  open_page: string | null;
  bus_id: string | null;
  sender: string | null;
  /** dictionary send_status: 0 draft, 1 published, 2 revoked */
  send_status: string;
  send_time: string | null;
  cancel_time: string | null;
  del_flag: number;
}

export interface SysAnnouncementSendTable {
  id: string;
  annt_id: string;
  user_id: string;
  read_flag: number;
  read_time: string | null;
  create_time: string | null;
}

export interface SysMessageTemplateTable extends Audit {
  id: string;
  template_code: string;
  template_name: string;
  template_type: string;
  template_title: string | null;
  template_content: string;
  template_test_json: string | null;
}

export interface SysSmsTable extends Audit {
  id: string;
  es_type: string | null;
  es_receiver: string | null;
  es_title: string | null;
  es_content: string | null;
  es_param: string | null;
  es_send_status: string | null;
  es_send_num: number | null;
  es_send_time: string | null;
  es_result: string | null;
}

/** The tables of announcements and messaging (migration 0013), joined into `Database`. */
export interface NoticeTables {
  sys_announcement: SysAnnouncementTable;
  sys_announcement_send: SysAnnouncementSendTable;
  sys_message_template: SysMessageTemplateTable;
  sys_sms: SysSmsTable;
}
