/** Dictionary item texts of the weld dictionaries (server.dict.<code>.<value>): lists, pickers and exports speak the reader's language. */
export const dicts = {
  server: {
    dict: {
      weld_node_type: { line: 'Product line', series: 'Series', model: 'Model' },
      weld_product_kind: {
        machine: 'Welding machine',
        robot: 'Welding robot',
        controller: 'PV / energy-storage controller',
      },
      weld_model_status: { '1': 'In production', '0': 'Discontinued' },
      weld_file_kind: {
        manual: 'Manual',
        drawing: 'Drawing',
        param_sheet: 'Parameter sheet',
        video: 'Video',
        software: 'Software',
      },
      weld_language: { zh_CN: 'Chinese', en_US: 'English', ru_RU: 'Russian' },
      weld_security_level: { public: 'Public', internal: 'Internal', confidential: 'Confidential' },
      weld_file_status: { draft: 'Draft', published: 'Published', archived: 'Archived' },
      weld_message_status: { new: 'New', processing: 'Processing', closed: 'Closed' },
      weld_firmware_status: { testing: 'Testing', released: 'Released', withdrawn: 'Withdrawn' },
      weld_device_status: { '1': 'Enabled', '0': 'Disabled' },
      weld_plc_status: { online: 'Online', offline: 'Offline' },
    },
  },
};
