import type { LocaleShape } from '../../shape';
import type { ossFile as zh } from '../../zh_CN/admin/oss-file';

export const ossFile: LocaleShape<typeof zh> = {
  resources: {
    ossFile: {
      title: 'Файлы OSS',
      fields: {
        fileName: 'Имя файла',
        fileType: 'Тип',
        fileSize: 'Размер',
        storage: 'Хранилище',
        bizPath: 'Папка',
        url: 'Путь хранения',
        createBy: 'Загрузил',
        createTime: 'Загружен',
      },
    },
  },
  server: {
    menu: {
      'isystem-oss-file': 'Файлы OSS',
      'isystem-oss-file-upload': 'Загрузка файлов OSS',
      'isystem-oss-file-delete': 'Удаление файлов OSS',
    },
    ossFile: { uploaded: 'Файл загружен' },
  },
  web: {
    ossFile: {
      upload: 'Загрузить файл',
      preview: 'Просмотр',
      download: 'Скачать',
      previewTitle: 'Просмотр: {{name}}',
      noPreview: 'Файлы этого типа нельзя просмотреть; скачайте файл, чтобы открыть его',
      storageLocal: 'Локально',
      storageS3: 'Объектное хранилище',
    },
  },
};
