import { Image, Space, Tooltip } from 'antd';
import { PaperClipOutlined } from '@ant-design/icons';
import { displayName, ellipsis, splitPaths, staticUrl } from './static-url';

/**
 * What a list or detail shows for stored uploads: small previewable thumbnails for images, download
 * links named after the file (cut at 5 characters, whole on hover) for files.
 * @example <UploadCell kind="image" value={record.avatar} />
 */
export function UploadCell({ kind, value }: { kind: 'image' | 'file'; value: unknown }) {
  const paths = splitPaths(value);
  if (paths.length === 0) return null;
  if (kind === 'image') {
    return (
      <Image.PreviewGroup>
        <Space size={4}>
          {paths.map((path) => (
            <Image key={path} src={staticUrl(path)} alt={displayName(path)} width={40} height={40} style={{ objectFit: 'cover' }} />
          ))}
        </Space>
      </Image.PreviewGroup>
    );
  }
  return (
    <Space size={8} wrap>
      {paths.map((path) => (
        <Tooltip key={path} title={displayName(path)}>
          <a href={staticUrl(path)} target="_blank" rel="noreferrer" download={displayName(path)}>
            <PaperClipOutlined /> {ellipsis(displayName(path))}
          </a>
        </Tooltip>
      ))}
    </Space>
  );
}
