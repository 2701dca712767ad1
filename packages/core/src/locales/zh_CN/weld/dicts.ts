/** Dictionary item texts of the weld dictionaries (server.dict.<code>.<value>): lists, pickers and exports speak the reader's language. */
export const dicts = {
  server: {
    dict: {
      weld_node_type: { line: '产品线', series: '系列', model: '型号' },
      weld_product_kind: { machine: '焊机', robot: '焊接机器人', controller: '光伏储能控制器' },
      weld_model_status: { '1': '在产', '0': '停产' },
      weld_file_kind: {
        manual: '说明书',
        drawing: '图纸',
        param_sheet: '参数表',
        video: '视频',
        software: '软件',
      },
      weld_language: { zh_CN: '中文', en_US: 'English', ru_RU: 'Русский' },
      weld_security_level: { public: '公开', internal: '内部', confidential: '机密' },
      weld_file_status: { draft: '草稿', published: '已发布', archived: '已归档' },
      weld_message_status: { new: '新建', processing: '处理中', closed: '已关闭' },
      weld_firmware_status: { testing: '测试中', released: '已发布', withdrawn: '已撤回' },
      weld_device_status: { '1': '启用', '0': '停用' },
      weld_plc_status: { online: '在线', offline: '离线' },
    },
  },
};
