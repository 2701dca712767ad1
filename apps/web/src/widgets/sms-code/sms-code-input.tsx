import { Button, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSmsCountdown, type SmsSend } from './use-sms-countdown';

interface Props {
  value?: string;
  onChange?: (v: string) => void;
  /** the mobile number the code goes to, read when the button is pressed */
  mobile: () => string | undefined;
  /** a mode of POST /sys/sms, or the call that sends the code */
  smsmode: SmsSend;
  onError: (text: string) => void;
}

/** SMS code field with its send button and 60 s countdown (register, alteration). */
export function SmsCodeInput({ value, onChange, mobile, smsmode, onError }: Props) {
  const { t } = useTranslation();
  const sms = useSmsCountdown(smsmode, onError);
  return (
    <Space.Compact style={{ width: '100%' }}>
      <Input
        size="large"
        value={value}
        onChange={(e) => onChange?.(e.target.value)}
        placeholder={t('web.sms.placeholder')}
        aria-label={t('web.sms.placeholder')}
        maxLength={6}
        autoComplete="one-time-code"
      />
      <Button
        size="large"
        onClick={() => void sms.send(mobile())}
        loading={sms.sending}
        disabled={sms.left > 0}
        style={{ minWidth: 128 }}
      >
        {sms.label}
      </Button>
    </Space.Compact>
  );
}
