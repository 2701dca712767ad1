import type { Audit } from './schema';

/** A PLC workstation (migration 0025); `status`, `last_seen*` kept by ingestion and the offline check. */
export interface WeldPlcWorkstationTable extends Audit {
  id: string;
  code: string;
  name: string;
  line_name: string | null;
  /** IPv4 address or host name of the PLC */
  address: string;
  port: number;
  /** 's7' | 'modbus' | 'opcua' (dictionary weld_plc_protocol) */
  protocol: string;
  rack: number | null;
  slot: number | null;
  db_number: number | null;
  /** seconds without a reading after which the workstation counts as offline */
  offline_after: number;
  /** 'online' | 'offline' (dictionary weld_plc_status) */
  status: string;
  last_seen: string | null;
  /** arrival of the last reading, ms since epoch (PostgreSQL answers bigint as text) */
  last_seen_ms: number | string | null;
  /** SHA-256 of the gateway key; the key itself is shown once */
  key_hash: string | null;
}

/** A data point of a workstation (migration 0025); `address` is unique per workstation. */
export interface WeldPlcPointTable extends Audit {
  id: string;
  workstation_id: string;
  name: string;
  address: string;
  /** BOOL | INT | DINT | REAL | WORD */
  data_type: string;
  unit: string | null;
  scale: number | null;
  low_limit: number | null;
  high_limit: number | null;
  /** the scaled value of the newest reading */
  last_value: number | null;
  last_time: string | null;
  last_ms: number | string | null;
}

/** One stored reading (migration 0025): the scaled value of a point at `ts` (ms since epoch); (point_id, ts) is the key. */
export interface WeldPlcReadingTable {
  point_id: string;
  ts: number | string;
  value: number;
}

/** A welding program of a model (migration 0023); parameters are their own columns (units in core's SEQUENCE_PARAMETERS). */
export interface WeldSequenceTable extends Audit {
  id: string;
  model_id: string;
  code: string;
  name: string;
  /** dictionary weld_process */
  process: string;
  /** dictionary weld_material */
  material: string;
  thickness: number | null;
  weld_current: number | null;
  voltage: number | null;
  wire_feed: number | null;
  gas_flow: number | null;
  travel_speed: number | null;
  version: string;
  /** 'draft' | 'released' | 'obsolete' */
  status: string;
  /** stored upload path of the program file */
  program_file: string | null;
  remark: string | null;
}

/** A user flagged as welding specialist (migration 0023). */
export interface WeldSpecialistTable extends Audit {
  id: string;
  username: string;
  level: string;
  certifications: string | null;
  regions: string | null;
  /** comma-joined weld_process values */
  skills: string | null;
  /** '1' active, '0' not: an inactive specialist's grants count for nothing */
  status: string;
}

/** A sequence power grant (migration 0023): `actions` on a sequence or a model subtree, to a specialist or a role. */
export interface WeldSequencePowerTable extends Audit {
  id: string;
  /** 'specialist' (grantee = username) | 'role' (grantee = role code) */
  grantee_type: string;
  grantee: string;
  /** 'sequence' (target_id = weld_sequence.id) | 'model' (target_id = weld_model.id, its whole subtree) */
  target_type: string;
  target_id: string;
  /** comma-joined 'view' | 'download' | 'edit' | 'push' */
  actions: string;
  /** YYYY-MM-DD, inclusive */
  valid_from: string;
  /** YYYY-MM-DD, inclusive; null: no end */
  valid_to: string | null;
  remark: string | null;
}

/** A sequence sent to a device (migration 0023). */
export interface WeldSequencePushTable {
  id: string;
  sequence_id: string;
  /** the device's serial number */
  target: string;
  pushed_by: string;
  push_time: string;
}

/** A firmware release of a model (migration 0024); `version_key` sorts in semantic order. */
export interface WeldFirmwareTable extends Audit {
  id: string;
  model_id: string;
  version: string;
  version_key: string;
  /** storage key of the uploaded file (as /sys/common/upload answered it) */
  file: string;
  /** bytes and SHA-256 (hex) of the stored file, computed by the server */
  file_size: number;
  checksum: string;
  notes_zh: string | null;
  notes_en: string | null;
  notes_ru: string | null;
  min_version: string | null;
  /** 'Y' | 'N' */
  forced: string;
  /** comma-joined org codes (each with its sub-organisations); null or '' for every organisation */
  target_orgs: string | null;
  /** 'testing' | 'released' | 'withdrawn' */
  status: string;
  release_time: string | null;
  download_count: number;
}

/** One download of a firmware file by a device (migration 0024). */
export interface WeldFirmwareDownloadTable {
  id: string;
  firmware_id: string;
  serial_no: string;
  download_time: string;
}

/** A field device (migration 0024); its key is kept only as the SHA-256 `key_hash`. */
export interface WeldDeviceTable extends Audit {
  id: string;
  serial_no: string;
  model_id: string;
  org_code: string;
  current_version: string | null;
  last_seen: string | null;
  /** '1' active, '0' disabled */
  status: string;
  key_hash: string;
}
