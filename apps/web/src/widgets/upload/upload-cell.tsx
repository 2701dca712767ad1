import { Image, Space, Tooltip } from 'antd';
import { Thumb } from './thumb';
import { PaperClipOutlined } from '@ant-design/icons';
import { displayName, ellipsis, splitPaths, staticUrl } from './static-url';

/**
 * What a list or detail shows for stored uploads: small previewable thumbnails for images (a neat
 * placeholder when one cannot load), download
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
            <Thumb key={path} src={staticUrl(path)} name={displayName(path)} />
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
