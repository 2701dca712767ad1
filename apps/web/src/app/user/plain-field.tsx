import type { ReactNode } from 'react';

interface Props {
  name: string;
  value: string;
  onChange: (v: string) => void;
  placeholder: string;
  error?: string | null;
  icon?: ReactNode;
  type?: 'text' | 'password' | 'tel';
  autoComplete?: string;
  maxLength?: number;
}

/** A text field of the login page, in plain markup styled like Ant Design's large input. */
export function PlainField({
  name,
  value,
  onChange,
  placeholder,
  error,
  icon,
  type = 'text',
  autoComplete,
  maxLength,
}: Props) {
  return (
    <div className={`weld-field${error ? ' invalid' : ''}`}>
      <label className="weld-input">
        {icon}
        <input
          name={name}
          type={type}
          value={value}
          placeholder={placeholder}
          aria-label={placeholder}
          aria-invalid={Boolean(error)}
          autoComplete={autoComplete}
          maxLength={maxLength}
          onChange={(e) => onChange(e.target.value)}
        />
      </label>
      <div className="weld-field-error" role={error ? 'alert' : undefined}>
        {error}
      </div>
    </div>
  );
}

/** Outline icons of the login fields (user, lock, shield, phone), inline to avoid the icon package. */
const PATHS = {
  user: 'M12 12a5 5 0 1 0 0-10 5 5 0 0 0 0 10zm0 2c-4.4 0-8 2.2-8 5v3h16v-3c0-2.8-3.6-5-8-5z',
  lock: 'M17 9V7A5 5 0 0 0 7 7v2H5v13h14V9h-2zm-8-2a3 3 0 0 1 6 0v2H9V7zm4 10.7V19h-2v-1.3a2 2 0 1 1 2 0z',
  safety:
    'M12 1 3 5v6c0 5.6 3.8 10.7 9 12 5.2-1.3 9-6.4 9-12V5l-9-4zm-1.2 15.2-3.5-3.5 1.4-1.4 2.1 2.1 4.9-4.9 1.4 1.4-6.3 6.3z',
  mobile:
    'M17 1H7a2 2 0 0 0-2 2v18a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V3a2 2 0 0 0-2-2zm-5 21a1.5 1.5 0 1 1 0-3 1.5 1.5 0 0 1 0 3zm5-4H7V4h10v14z',
};

export function FieldIcon({ kind }: { kind: keyof typeof PATHS }) {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
      <path d={PATHS[kind]} />
    </svg>
  );
}
