import type { LocaleShape } from '../../shape';
import type { files as zh } from '../../zh_CN/admin/files';

export const files: LocaleShape<typeof zh> = {
  resources: {},
  server: {
    menu: {},
    // multipart bodies of uploads and Excel imports (plugins/multipart.ts)
    multipart: {
      malformed: 'Загрузка повреждена или неполна (multipart/form-data): выберите файл и загрузите его снова',
      timeout:
        'Время загрузки истекло: данные не поступали {{seconds}} с; проверьте соединение и повторите попытку',
      busy: 'Одновременно можно выполнять не более {{max}} загрузок на пользователя: дождитесь завершения одной из них и повторите',
    },
    upload: {
      noFile: 'Выберите файл для загрузки (поле multipart file)',
      tooLarge: 'Размер файла не может превышать {{max}} МБ',
      badBiz:
        'Недопустимая папка загрузки biz: «{{biz}}»; допустимы 1–3 части из букв, цифр, _ или -, разделённые /',
      badType: 'Файлы .{{ext}} загружать нельзя; допустимые типы: {{allowed}}',
      empty: 'Файл пуст',
      badContent: 'Содержимое файла не соответствует расширению .{{ext}}',
      xlsTooMany: 'Файл .xls вмещает не более {{max}} строк данных: сузьте запрос или экспортируйте .xlsx',
    },
  },
  web: {
    upload: {
      upload: 'Загрузить',
      uploadImage: 'Загрузить изображение',
      uploading: 'Загрузка',
      unknownError: 'Неизвестная ошибка',
      failedTip: 'Ошибка загрузки',
      errorTitle: 'Ошибка загрузки',
      errorInfo: 'Сообщение об ошибке: ',
      fileFailed: 'Не удалось загрузить {{file}}.',
      failed: 'Не удалось загрузить файл.',
      imageOnly: 'Загрузите изображение',
      download: 'Скачать',
      remove: 'Удалить',
      moveLeft: 'Сдвинуть влево',
      moveRight: 'Сдвинуть вправо',
      firstLeft: 'Неизвестная операция',
      lastRight: 'Это уже последнее',
      unknownFile: 'Неизвестный файл',
      importPartial: 'Импорт выполнен, но есть строки с ошибками!',
      downloadFailed: 'Не удалось скачать файл',
    },
  },
};
