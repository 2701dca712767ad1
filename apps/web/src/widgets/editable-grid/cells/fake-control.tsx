import { useState, type ReactNode } from 'react';

/**
 * A heavy editor (select, date, pickers) shown as a light look-alike until the cell is clicked: a screen
 * of 300 cells then costs 300 spans, not 300 antd selects, and the real control mounts already open.
 * @example <FakeControl text={label} placeholder="请选择" disabled={false}>{(close) => <Select open onBlur={close} />}</FakeControl>
 */
export function FakeControl({
  text,
  placeholder,
  disabled,
  label,
  children,
  content,
  icon = 'down',
}: {
  text: string;
  /** what shows instead of the text (coloured tags) */
  content?: ReactNode;
  placeholder: string;
  disabled: boolean;
  label: string;
  /** a drawn chevron or calendar (CSS, no element per cell), or an icon of its own */
  icon?: 'down' | 'calendar' | ReactNode;
  children: (close: () => void) => ReactNode;
}) {
  const [active, setActive] = useState(false);
  if (active && !disabled) return <>{children(() => setActive(false))}</>;
  return (
    <button
      type="button"
      className="weld-grid-fake"
      disabled={disabled}
      // the name starts with what the cell shows (WCAG 2.5.3), then says which column it is
      aria-label={`${text || placeholder} · ${label}`}
      title={text}
      onClick={() => setActive(true)}
      onFocus={() => setActive(true)}
    >
      <span className={text ? 'weld-grid-fake-text' : 'weld-grid-fake-placeholder'}>
        {text ? (content ?? text) : placeholder}
      </span>
      {icon === 'down' || icon === 'calendar' ? (
        <span className={`weld-grid-fake-icon is-${icon}`} aria-hidden />
      ) : (
        <span className="weld-grid-fake-icon">{icon}</span>
      )}
    </button>
  );
}
