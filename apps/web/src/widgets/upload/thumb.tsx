import { useState } from 'react';
import { Image, Tooltip } from 'antd';
import { FileImageOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

const MISSING = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  verticalAlign: 'middle',
  flex: 'none',
  border: '1px dashed #d9d9d9',
  borderRadius: 4,
  background: '#fafafa',
  color: 'rgba(0, 0, 0, 0.25)',
} as const;

interface ThumbProps {
  src: string;
  /** the file's name: the image's alt and the placeholder's tooltip */
  name: string;
  size?: number;
  /** a click opens antd's preview (lists), or nothing (editors) */
  preview?: boolean;
}

/**
 * A small image that, when its file cannot be loaded, shows a neat square with an image icon and
 * 图片无法显示 on hover, instead of its alt text spilling over the next column.
 * @example <Thumb src={staticUrl(path)} name={displayName(path)} />
 */
export function Thumb({ src, name, size = 40, preview = true }: ThumbProps) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState<string | null>(null);
  if (failed === src) {
    const text = `${t(['web.widgetError.imageMissing', 'web.chunk.title'])}: ${name}`;
    return (
      <Tooltip title={text}>
        <span
          role="img"
          aria-label={text}
          className="weld-thumb-missing"
          style={{ ...MISSING, width: size, height: size, fontSize: Math.round(size / 2.2) }}
        >
          <FileImageOutlined />
        </span>
      </Tooltip>
    );
  }
  // overflow hidden: the alt text of an image still loading never spills over the next column
  const box = {
    width: size,
    height: size,
    objectFit: 'cover' as const,
    overflow: 'hidden',
    verticalAlign: 'middle',
  };
  return preview ? (
    <Image src={src} alt={name} width={size} height={size} style={box} onError={() => setFailed(src)} />
  ) : (
    <img src={src} alt={name} className="weld-thumb" style={box} onError={() => setFailed(src)} />
  );
}
