/** Firmware files are private: kept in their folder, fetched by staff through 下载 and by devices through their route. */
export const firmwareFiles = {
  server: {
    weldFirmware: {
      fileOutside: 'Файл прошивки нужно загрузить в папку прошивок (weld/firmware)',
    },
  },
  web: {
    weldFirmware: {
      download: 'Скачать',
    },
  },
};
