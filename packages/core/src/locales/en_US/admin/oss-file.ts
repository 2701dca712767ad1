import type { LocaleShape } from '../../shape';
import type { ossFile as zh } from '../../zh_CN/admin/oss-file';

export const ossFile: LocaleShape<typeof zh> = {
  resources: {
    ossFile: {
      title: 'OSS files',
      fields: {
        fileName: 'File name',
        fileType: 'Type',
        fileSize: 'Size',
        storage: 'Storage',
        bizPath: 'Folder',
        url: 'Stored path',
        createBy: 'Uploaded by',
        createTime: 'Uploaded at',
      },
    },
  },
  server: {
    menu: {
      'isystem-oss-file': 'OSS files',
      'isystem-oss-file-upload': 'Upload OSS files',
      'isystem-oss-file-delete': 'Delete OSS files',
    },
    ossFile: { uploaded: 'Uploaded' },
  },
  web: {
    ossFile: {
      upload: 'Upload file',
      preview: 'Preview',
      download: 'Download',
      previewTitle: 'Preview: {{name}}',
      noPreview: 'Files of this type cannot be previewed; download it to view it',
      storageLocal: 'Local',
      storageS3: 'Object storage',
    },
  },
};
