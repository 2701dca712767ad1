import type { LocaleShape } from '../../shape';
import type { files as zh } from '../../zh_CN/admin/files';

export const files: LocaleShape<typeof zh> = {
  resources: {},
  server: {
    menu: {},
    // multipart bodies of uploads and Excel imports (plugins/multipart.ts)
    multipart: {
      malformed:
        'The upload is malformed or incomplete (multipart/form-data): choose the file and upload it again',
      timeout:
        'The upload timed out: no data arrived for {{seconds}} seconds; check the connection and try again',
      busy: 'At most {{max}} uploads per user may run at once: wait for one to finish and try again',
    },
    upload: {
      noFile: 'Choose a file to upload (multipart field file)',
      tooLarge: 'The file may not be larger than {{max}} MB',
      badBiz:
        'Upload folder biz is not valid: "{{biz}}"; use 1 to 3 segments of letters, digits, _ or -, separated by /',
      badType: '.{{ext}} files may not be uploaded; allowed types: {{allowed}}',
      empty: 'The file is empty',
      badContent: 'The file content does not match its extension .{{ext}}',
      xlsTooMany: 'An .xls file holds at most {{max}} data rows: narrow the query or export .xlsx',
    },
  },
  web: {
    upload: {
      upload: 'Upload',
      uploadImage: 'Upload image',
      uploading: 'Uploading',
      unknownError: 'Unknown error',
      failedTip: 'Upload failed',
      errorTitle: 'Upload error',
      errorInfo: 'Error: ',
      fileFailed: '{{file}} upload failed.',
      failed: 'File upload failed.',
      imageOnly: 'Please upload an image',
      download: 'Download',
      remove: 'Remove',
      moveLeft: 'Move left',
      moveRight: 'Move right',
      firstLeft: 'Unknown operation',
      lastRight: 'Already the last one',
      unknownFile: 'Unknown file',
      importPartial: 'Imported, but some rows have errors!',
      downloadFailed: 'File download failed',
    },
  },
};
