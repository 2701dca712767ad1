/** Firmware files are private: kept in their folder, fetched by staff through 下载 and by devices through their route. */
export const firmwareFiles = {
  server: {
    weldFirmware: {
      fileOutside: '固件文件须上传到固件目录（weld/firmware）',
    },
  },
  web: {
    weldFirmware: {
      download: '下载',
    },
  },
};
