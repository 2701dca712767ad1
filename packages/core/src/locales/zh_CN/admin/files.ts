/** Texts of the files part: uploads, static files, upload widgets, legacy .xls. */
export const files = {
  resources: {},
  server: {
    menu: {},
    // multipart bodies of uploads and Excel imports (plugins/multipart.ts)
    multipart: {
      malformed: '上传内容格式错误或不完整（multipart/form-data），请重新选择文件上传',
      timeout: '上传超时：{{seconds}} 秒内未收到数据，请检查网络后重试',
      busy: '每个用户最多同时上传 {{max}} 个文件，请等待其他上传完成后再试',
    },
    upload: {
      noFile: '请选择要上传的文件（multipart 字段 file）',
      tooLarge: '文件大小不能超过 {{max}} MB',
      badBiz: '上传目录 biz 不合法：“{{biz}}”，只能由 1 至 3 段字母、数字、_ 或 - 组成，以 / 分隔',
      badType: '不允许上传 .{{ext}} 文件，允许的类型：{{allowed}}',
      empty: '文件内容为空',
      badContent: '文件内容与扩展名 .{{ext}} 不符',
      xlsTooMany: '.xls 文件最多 {{max}} 行数据，请缩小查询范围或导出 .xlsx',
    },
  },
  web: {
    upload: {
      upload: '上传',
      uploadImage: '上传图片',
      uploading: '上传中',
      unknownError: '未知错误',
      failedTip: '上传失败',
      errorTitle: '上传出错',
      errorInfo: '错误信息：',
      fileFailed: '{{file}} 上传失败.',
      failed: '文件上传失败.',
      imageOnly: '请上传图片',
      download: '下载',
      remove: '删除',
      moveLeft: '向左移动',
      moveRight: '向右移动',
      firstLeft: '未知的操作',
      lastRight: '已到最后~',
      unknownFile: '未知的文件',
      importPartial: '导入成功,但是有错误数据!',
      downloadFailed: '文件下载失败',
    },
  },
};
