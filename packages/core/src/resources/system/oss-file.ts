import { datetime, defineResource, dict, number, text } from '../../resource';

/**
 * Stored uploads (OSS文件), one row per file accepted by `/sys/common/upload` or `/minioUpload/upload`:
 * the name as uploaded, the storage key (`url`), type, size, storage (local | s3), biz folder, uploader
 * (`createBy`) and upload time. Rows are written by uploads only; the server serves list, upload and
 * delete (which removes the stored object too) under this path, not the kit's add and edit.
 */
export const ossFile = defineResource({
  name: 'ossFile',
  ownRoutes: true,
  area: 'system',
  path: '/sys/ossFile',
  table: 'oss_file',
  permission: 'system:ossFile',
  fields: {
    fileName: text({ required: true, max: 255, search: 'like', sort: true }),
    fileType: dict('oss_file_type', { required: true, max: 16, search: 'eq', sort: true }),
    fileSize: number({ integer: true, required: true, sort: true }),
    storage: text({ required: true, max: 8 }),
    bizPath: text({ required: true, max: 100, list: false }),
    url: text({ required: true, max: 500, list: false }),
    createBy: text({ form: false, max: 64, search: 'like', sort: true }),
    createTime: datetime({ form: false, sort: true, search: 'range' }),
  },
  defaultSort: { field: 'createTime', order: 'desc' },
});
