import type { CSSProperties, ReactNode } from 'react';
import { theme } from 'antd';

/**
 * A heading drawn at level 4 of Ant Design's type scale without antd's Typography, which brings its editable and
 * copyable parts (a text area, an input, their icons: ~17 KB gzip) into the first screen. `as="h1"` keeps the look
 * and makes it the page's main heading.
 * @example <PlainTitle style={{ marginTop: 0 }}>下午好</PlainTitle>
 */
export function PlainTitle({
  children,
  style,
  as: Tag = 'h4',
  ...rest
}: {
  children: ReactNode;
  style?: CSSProperties;
  as?: 'h1' | 'h4';
  'data-testid'?: string;
}) {
  const { token } = theme.useToken();
  return (
    <Tag
      {...rest}
      style={{
        color: token.colorTextHeading,
        fontSize: token.fontSizeHeading4,
        lineHeight: token.lineHeightHeading4,
        fontWeight: token.fontWeightStrong,
        margin: '0 0 0.5em',
        ...style,
      }}
    >
      {children}
    </Tag>
  );
}

/** Secondary (grey) text, as Typography.Text type="secondary" shows it. */
export function SecondaryText({
  children,
  as: Tag = 'span',
  style,
}: {
  children: ReactNode;
  as?: 'span' | 'p';
  style?: CSSProperties;
}) {
  const { token } = theme.useToken();
  return <Tag style={{ color: token.colorTextSecondary, ...style }}>{children}</Tag>;
}

/** A default (grey) tag as antd's Tag draws it, without Tag's colour presets. */
export function PlainTag({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <span
      style={{
        display: 'inline-block',
        padding: '0 7px',
        marginInlineEnd: 8,
        fontSize: token.fontSizeSM,
        lineHeight: '20px',
        color: token.colorText,
        background: token.colorFillQuaternary,
        border: `1px solid ${token.colorBorder}`,
        borderRadius: token.borderRadiusSM,
      }}
    >
      {children}
    </span>
  );
}
