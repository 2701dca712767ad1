/**
 * Hands a downloaded blob to the browser under its name (an object URL on a temporary link).
 * @example saveFile(blob, '职务管理.xlsx')
 */
export function saveFile(data: Blob, name: string): void {
  const url = URL.createObjectURL(data);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // revoked after the click has started the download
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
