import { http } from '../../lib/http';
import { staticUrl } from '../upload/static-url';

/** The upload folder of editor images (spec widgets §7). */
export const EDITOR_BIZ = 'jeditor';
/** The server's answer when uploads are configured as local: the image travels inside the HTML. */
export const LOCAL_ANSWER = 'local';

/**
 * A file as a `data:` URL, built from its bytes (in 32 KB slices: spreading a large image into one
 * call would overflow the argument limit).
 * @example await toDataUrl(new File([png], 'a.png', { type: 'image/png' })) // 'data:image/png;base64,iVBOR…'
 */
export async function toDataUrl(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return `data:${file.type || 'application/octet-stream'};base64,${btoa(binary)}`;
}

/**
 * Uploads an image for the rich-text editor (`file`, `biz=jeditor`, `jeditor=1`) and answers the
 * `src` to insert: the file itself as base64 when the server says `local`, else the stored path's
 * URL (spec widgets §7). An HTTP failure is reported by the client as every call's is, then thrown.
 * @example editor.chain().setImage({ src: await uploadEditorImage(file) }).run()
 */
export async function uploadEditorImage(file: File): Promise<string> {
  const form = new FormData();
  // text fields before the file: the server reads the parts in order
  form.append('biz', EDITOR_BIZ);
  form.append('jeditor', '1');
  form.append('file', file, file.name);
  const answer = await http.post<string>('/sys/common/upload', form);
  if (!answer.success || !answer.message) throw new Error(answer.message);
  return answer.message === LOCAL_ANSWER ? toDataUrl(file) : staticUrl(answer.message);
}
