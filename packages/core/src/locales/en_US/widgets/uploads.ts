/** Texts of the uploads widgets (web.uploads.*). */
export const uploads = {
  web: {
    uploads: {
      title: 'Uploads and import',
      actions: 'File actions',
      imageModal: {
        title: 'Upload images',
        local: 'Local upload',
        localRemark:
          'Note: choose images on this computer; only image files, within the server upload limit.',
        network: 'Network image address',
        networkRemark:
          'Note: enter an image address starting with http:// or https://; the image is not copied to this system.',
        urlPlaceholder: 'Enter a network image address',
        add: 'Add',
        badUrl: 'Enter an address starting with http:// or https://',
        chosen: 'Chosen images',
      },
      filePop: {
        title: 'Upload files',
        empty: 'No file has been uploaded',
      },
      import: {
        title: 'Import EXCEL',
        choose: 'Choose files to import',
        start: 'Start upload',
        uploading: 'Uploading...',
        validate: 'Validate data',
        success: '{{file}} imported',
        failed: '{{file}} {{message}}',
        badType: 'Only .xls or .xlsx files can be imported',
      },
      gallery: {
        manualCard: 'Machine manual (image and file fields in a form)',
        model: 'Model',
        manualTitle: 'Manual title',
        cover: 'Cover image',
        photos: 'Product photos',
        manualFile: 'Manual file',
        attachments: 'Attachments (upload dialog)',
        openImageModal: 'Add photos from disk or the web',
        save: 'Save',
        saved: 'Saved value',
        seam: 'Weld seam',
        cellsCard: 'Upload cells in a table',
        cellColumn: 'Inspection report',
        photoColumn: 'Weld photo',
        noToken: 'Without token (the server refuses the upload)',
        readOnly: 'No download or removal',
        importCard: 'Positions Excel import',
        importHint:
          'Download the sample, edit it and import positions through "Import EXCEL"; the validation switch is sent only in online-form mode.',
        sample: 'Download sample file',
        openImport: 'Import positions',
        openOnlineImport: 'Import positions (online form mode)',
        imported: 'Import finished, the position list was refreshed',
      },
    },
  },
};
