/** Dictionary item texts of the weld dictionaries (server.dict.<code>.<value>): lists, pickers and exports speak the reader's language. */
export const dicts = {
  server: {
    dict: {
      weld_node_type: { line: 'Линейка продукции', series: 'Серия', model: 'Модель' },
      weld_product_kind: {
        machine: 'Сварочный аппарат',
        robot: 'Сварочный робот',
        controller: 'Контроллер ФЭС и накопителя',
      },
      weld_model_status: { '1': 'Выпускается', '0': 'Снята с производства' },
      weld_file_kind: {
        manual: 'Руководство',
        drawing: 'Чертёж',
        param_sheet: 'Таблица параметров',
        video: 'Видео',
        software: 'Программа',
      },
      weld_language: { zh_CN: 'Китайский', en_US: 'Английский', ru_RU: 'Русский' },
      weld_security_level: { public: 'Открытый', internal: 'Внутренний', confidential: 'Конфиденциальный' },
      weld_file_status: { draft: 'Черновик', published: 'Опубликован', archived: 'В архиве' },
      weld_message_status: { new: 'Новое', processing: 'В работе', closed: 'Закрыто' },
      weld_firmware_status: { testing: 'Тестирование', released: 'Выпущена', withdrawn: 'Отозвана' },
      weld_device_status: { '1': 'Включено', '0': 'Отключено' },
      weld_plc_status: { online: 'В сети', offline: 'Не в сети' },
    },
  },
};
