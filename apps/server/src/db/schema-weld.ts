import type { Audit } from './schema';
import type {
  WeldPlcWorkstationTable,
  WeldPlcPointTable,
  WeldPlcReadingTable,
  WeldSequenceTable,
  WeldSpecialistTable,
  WeldSequencePowerTable,
  WeldSequencePushTable,
  WeldFirmwareTable,
  WeldFirmwareDownloadTable,
  WeldDeviceTable,
} from './schema-weld-equipment';

/** A node of the model tree (migration 0019): product line → series → model. */
export interface WeldModelTable extends Audit {
  id: string;
  parent_id: string | null;
  /** '/<root id>/…/<own id>/': a subtree is `path LIKE '<node path>%'`; kept by the model hooks on add and move */
  path: string;
  /** 'line' | 'series' | 'model' (dictionary weld_node_type) */
  node_type: string;
  /** 'machine' | 'robot' | 'controller' (dictionary weld_product_kind) */
  product_kind: string;
  code: string;
  name: string;
  image: string | null;
  /** a JSON object of spec name → value, e.g. {"额定电流":"350 A"} */
  specs: string | null;
  /** '1' in production, '0' discontinued */
  status: string;
  sort_no: number;
  /** the owning organisation (sys_depart.org_code) */
  org_code: string | null;
}

/** The organisation set (migration 0019): the organisation `org_code` (and its sub-organisations) sees the subtree of `model_id`. */
export interface WeldOrgModelTable {
  id: string;
  org_code: string;
  model_id: string;
  create_by: string | null;
  create_time: string | null;
}

/** A manual or file of a model (migration 0021); rows sharing `group_id` are the versions of one document. */
export interface WeldManualFileTable extends Audit {
  id: string;
  model_id: string;
  title: string;
  /** dictionary weld_file_kind */
  kind: string;
  /** dictionary weld_language */
  language: string;
  /** dotted numbers, compared numerically (2.10 > 2.9) */
  version: string;
  /** dictionary weld_security_level: public | internal | confidential */
  security_level: string;
  /** storage key inside the weldmanual folder */
  file: string;
  file_name: string | null;
  /** bytes, counted by the server */
  file_size: number | null;
  /** SHA-256 hex of the stored bytes, computed by the server */
  checksum: string | null;
  /** draft → published → archived */
  status: string;
  download_count: number;
  group_id: string;
  org_code: string | null;
}

/** A technical bulletin of a model (migration 0021). */
export interface WeldTweetTable extends Audit {
  id: string;
  model_id: string;
  title: string;
  summary: string | null;
  /** sanitised HTML */
  content: string | null;
  cover_image: string | null;
  /** comma-joined storage paths */
  images: string | null;
  /** 'Y' | 'N' */
  published: string;
  publish_time: string | null;
  org_code: string | null;
}

/** Field feedback (migration 0021): new → processing (first reply) → closed. */
export interface WeldMessageTable extends Audit {
  id: string;
  title: string;
  content: string;
  contact_name: string;
  contact_phone: string | null;
  contact_company: string | null;
  machine_serial: string | null;
  model_id: string | null;
  status: string;
  org_code: string | null;
}

/** One reply in a message's thread (migration 0021). */
export interface WeldMessageReplyTable {
  id: string;
  message_id: string;
  content: string;
  /** the replying user's username */
  author: string;
  author_name: string | null;
  create_time: string;
}

/** 项目等级 (migration 0022). */
export interface WeldProjectLevelTable extends Audit {
  id: string;
  code: string;
  name: string;
  rank: number;
  colour: string | null;
  description: string | null;
}

/** A project (migration 0022): of a level, owned by `org_code`, optionally on a model; dates 'YYYY-MM-DD'. */
export interface WeldProjectTable extends Audit {
  id: string;
  code: string;
  name: string;
  level_id: string;
  customer: string | null;
  org_code: string | null;
  model_id: string | null;
  /** sys_user.username */
  manager: string | null;
  start_date: string | null;
  end_date: string | null;
  /** planned | active | done | suspended (dictionary weld_project_status) */
  status: string;
  description: string | null;
}

/** A project log row (migration 0022); `detail` is the JSON of an automatic row's changes. */
export interface WeldProjectLogTable {
  id: string;
  project_id: string;
  /** dictionary weld_project_action */
  action: string;
  content: string | null;
  detail: string | null;
  operator: string | null;
  create_by: string | null;
  create_time: string | null;
}

/** An external manual reader (migration 0022). */
export interface WeldManualUserTable extends Audit {
  id: string;
  name: string;
  company: string | null;
  region: string | null;
  phone: string | null;
  email: string | null;
  /** '1' active, '0' disabled */
  status: string;
  org_code: string | null;
}

/** A machine bound to a manual user (migration 0022); the serial number is unique per model. */
export interface WeldManualUserMachineTable {
  id: string;
  user_id: string;
  model_id: string;
  serial_no: string;
  bound_date: string | null;
}

/** The audit row of one organisation transfer (migration 0022); `ids` comma-joined. */
export interface WeldTransferLogTable {
  id: string;
  kind: string;
  from_org: string;
  to_org: string;
  moved: number;
  ids: string | null;
  operator: string | null;
  create_time: string | null;
}

/** The welding domain's tables (the equipment side — PLC, sequences, firmware, devices — typed in schema-weld-equipment.ts); each weld migration adds its own here. */
export interface WeldTables {
  weld_model: WeldModelTable;
  weld_org_model: WeldOrgModelTable;
  weld_manual_file: WeldManualFileTable;
  weld_tweet: WeldTweetTable;
  weld_message: WeldMessageTable;
  weld_message_reply: WeldMessageReplyTable;
  weld_plc_workstation: WeldPlcWorkstationTable;
  weld_plc_point: WeldPlcPointTable;
  weld_plc_reading: WeldPlcReadingTable;
  weld_sequence: WeldSequenceTable;
  weld_specialist: WeldSpecialistTable;
  weld_sequence_power: WeldSequencePowerTable;
  weld_sequence_push: WeldSequencePushTable;
  weld_firmware: WeldFirmwareTable;
  weld_firmware_download: WeldFirmwareDownloadTable;
  weld_device: WeldDeviceTable;
  weld_project_level: WeldProjectLevelTable;
  weld_project: WeldProjectTable;
  weld_project_log: WeldProjectLogTable;
  weld_manual_user: WeldManualUserTable;
  weld_manual_user_machine: WeldManualUserMachineTable;
  weld_transfer_log: WeldTransferLogTable;
}
