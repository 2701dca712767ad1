import { FileUpload } from '../upload/file-upload';
import { ImageUpload } from '../upload/image-upload';
import { UploadCell } from '../upload/upload-cell';
import { sentTextOr } from './cell-texts';
import { ControlFilter } from './filters';
import type { FieldKindEntries, FormControlProps } from './kind-parts';

function ImageControl({ id, disabled, value, onChange }: FormControlProps) {
  return <ImageUpload id={id} disabled={disabled} value={value as string | null} onChange={onChange} />;
}

function FileControl({ id, disabled, value, onChange }: FormControlProps) {
  return <FileUpload id={id} disabled={disabled} value={value as string | null} onChange={onChange} />;
}

/** Stored paths of uploads (lists show thumbnails and download links): form, list and filter parts. */
export const UPLOAD_KINDS = {
  image: {
    cellText: sentTextOr((value) => <UploadCell kind="image" value={value} />),
    FormControl: ImageControl,
    Filter: ControlFilter,
    listMinWidth: 90,
  },
  file: {
    cellText: sentTextOr((value) => <UploadCell kind="file" value={value} />),
    FormControl: FileControl,
    Filter: ControlFilter,
    listMinWidth: 130,
  },
} satisfies FieldKindEntries;
