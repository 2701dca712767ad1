/** Texts of the OSS file list (OSS文件): resource labels, menu titles, server messages, web texts. */
export const ossFile = {
  resources: {
    ossFile: {
      title: 'OSS文件',
      fields: {
        fileName: '文件名称',
        fileType: '文件类型',
        fileSize: '文件大小',
        storage: '存储位置',
        bizPath: '业务目录',
        url: '存储路径',
        createBy: '上传人',
        createTime: '上传时间',
      },
    },
  },
  server: {
    menu: {
      'isystem-oss-file': 'OSS文件',
      'isystem-oss-file-upload': 'OSS文件上传',
      'isystem-oss-file-delete': 'OSS文件删除',
    },
    ossFile: { uploaded: '上传成功' },
  },
  web: {
    ossFile: {
      upload: '上传文件',
      preview: '预览',
      download: '下载',
      previewTitle: '预览：{{name}}',
      noPreview: '该类型的文件不能在线预览，请下载后查看',
      storageLocal: '本地',
      storageS3: '对象存储',
    },
  },
};
