import { Input } from 'antd';

/** The page head's search box: its own chunk, as only some pages have one (the home page has not). */
export function PageHeaderSearch({
  placeholder,
  enterButton,
  onSearch,
}: {
  placeholder: string;
  enterButton: string;
  onSearch: (value: string) => void;
}) {
  return (
    <Input.Search
      size="large"
      allowClear
      placeholder={placeholder}
      enterButton={enterButton}
      onSearch={onSearch}
    />
  );
}
