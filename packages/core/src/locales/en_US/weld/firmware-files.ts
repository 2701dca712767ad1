/** Firmware files are private: kept in their folder, fetched by staff through 下载 and by devices through their route. */
export const firmwareFiles = {
  server: {
    weldFirmware: {
      fileOutside: 'The firmware file must be uploaded into the firmware folder (weld/firmware)',
    },
  },
  web: {
    weldFirmware: {
      download: 'Download',
    },
  },
};
