import type { CSSProperties } from 'react';

/**
 * What the string-valued inputs here take from a Form.Item and a screen: one comma- or operator-encoded
 * string in and out, like the list query and the stored column.
 * @example export interface TagInputProps extends TextValueProps {}
 */
export interface TextValueProps {
  value?: string | null;
  onChange?: (value: string) => void;
  placeholder?: string;
  disabled?: boolean;
  style?: CSSProperties;
  id?: string;
}
