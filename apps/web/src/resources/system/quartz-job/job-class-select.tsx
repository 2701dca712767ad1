import { Form, Input, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useJobClasses } from './quartz-job-api';

interface ControlProps {
  id?: string;
  value?: string | null;
  onChange?: (value: string | null) => void;
  placeholder?: string;
}

/**
 * The job class of a job: only classes the server has registered, each with its description; the chosen
 * one's description shows under the select.
 * @example controls: { jobClassName: () => <JobClassSelect /> }
 */
export function JobClassSelect({ id, value, onChange, placeholder }: ControlProps) {
  const { t } = useTranslation();
  const { data: classes = [], isLoading } = useJobClasses();
  const chosen = classes.find((c) => c.className === value);
  return (
    <>
      <Select
        id={id}
        value={value ?? undefined}
        onChange={(v: string) => onChange?.(v)}
        loading={isLoading}
        placeholder={placeholder ?? t('web.quartzJob.classPlaceholder')}
        labelRender={(item) => String(item.value)}
        showSearch={{ optionFilterProp: 'value' }}
        options={classes.map((c) => ({
          value: c.className,
          label: (
            <div style={{ whiteSpace: 'normal' }}>
              <div>{c.className}</div>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {c.description}
              </Typography.Text>
            </div>
          ),
        }))}
      />
      {chosen && (
        <Typography.Text
          type="secondary"
          style={{ display: 'block', marginTop: 4, fontSize: 12 }}
          data-testid="job-class-description"
        >
          {chosen.description}
        </Typography.Text>
      )}
    </>
  );
}

/**
 * The parameter of a job: what the chosen class expects is said under the box; a class without a parameter
 * leaves the box disabled (the server refuses one).
 * @example controls: { parameter: ({ placeholder }) => <JobParameterInput placeholder={placeholder} /> }
 */
export function JobParameterInput({ id, value, onChange, placeholder }: ControlProps) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const className = Form.useWatch('jobClassName', form) as string | undefined;
  const { data: classes = [] } = useJobClasses();
  const chosen = classes.find((c) => c.className === className);
  const none = chosen !== undefined && chosen.parameterHint === null;
  return (
    <>
      <Input.TextArea
        id={id}
        value={value ?? ''}
        onChange={(e) => onChange?.(e.target.value)}
        maxLength={500}
        autoSize={{ minRows: 2, maxRows: 6 }}
        disabled={none && !value}
        placeholder={none ? t('web.quartzJob.noParameter') : placeholder}
      />
      {chosen?.parameterHint && (
        <Typography.Text type="secondary" style={{ display: 'block', marginTop: 4, fontSize: 12 }}>
          {chosen.parameterHint}
        </Typography.Text>
      )}
    </>
  );
}
