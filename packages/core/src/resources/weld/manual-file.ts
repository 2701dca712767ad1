import {
  datetime,
  defineResource,
  departPicker,
  dict,
  file,
  number,
  text,
  weldModelPicker,
} from '../../resource';

/** A stored sample manual: documentation of the `file` field, and the contract test's sample (the kit fixture stores it). */
export const WELD_MANUAL_SAMPLE_FILE = 'weldmanual/sample_00000000000000000000000000000000.pdf';
/** The upload folder of manuals and files; only keys inside it are accepted as a record's file. */
export const WELD_MANUAL_FOLDER = 'weldmanual';

/** Status of a manual or file: forward only, each step through its own row action and right. */
export const MANUAL_FILE_STATUS = { draft: 'draft', published: 'published', archived: 'archived' } as const;

/**
 * Manuals and files (文件列表) per model: kind, language, version (1.0, 2.1.3 … compared numerically),
 * security level, status and download count. The server computes size and SHA-256 from the stored bytes;
 * rows of one `groupId` are the versions of one document (新版本 adds one, the older ones stay as history;
 * the list parameter `versionsOf=<id>` answers the versions of that row's document).
 */
export const weldManualFile = defineResource({
  name: 'weldManualFile',
  area: 'weld',
  path: '/weld/manualFile',
  table: 'weld_manual_file',
  permission: 'weld:manualFile',
  dataLog: true,
  fields: {
    modelId: weldModelPicker({ required: true, max: 32, search: 'eq' }),
    title: text({ required: true, max: 200, search: 'like', sort: true }),
    kind: dict('weld_file_kind', { required: true, search: 'eq', sort: true }),
    language: dict('weld_language', { required: true, search: 'eq', sort: true }),
    version: text({
      required: true,
      max: 32,
      pattern: { regex: '^\\d{1,6}(\\.\\d{1,6}){0,3}$', message: 'server.weldManualFile.versionPattern' },
      sort: true,
      example: '1.0',
    }),
    securityLevel: dict('weld_security_level', { required: true, search: 'eq' }),
    file: file({ required: true, max: 500, list: false, example: WELD_MANUAL_SAMPLE_FILE }),
    fileName: text({ form: false, max: 255, search: 'like', list: false }),
    fileSize: number({ integer: true, form: false, sort: true }),
    checksum: text({ form: false, max: 64, list: false }),
    status: dict('weld_file_status', { form: false, search: 'eq', sort: true }),
    downloadCount: number({ integer: true, form: false, sort: true }),
    groupId: text({ form: false, max: 32, list: false }),
    orgCode: departPicker({ max: 64, search: 'eq', list: false }),
    createTime: datetime({ form: false, sort: true }),
  },
  defaultSort: { field: 'createTime', order: 'desc' },
});
