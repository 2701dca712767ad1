import { useState, type ReactNode } from 'react';
import { Button, Card, Col, Flex, Form, Row, Segmented, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { CodeEditor, MarkdownEditor, RichTextEditor, type CodeLanguage } from '../../../../widgets/editors';
import { SliderCaptcha } from '../../../../widgets/slider-captcha/slider-captcha';
import { TagInput } from '../../../../widgets/inputs/tag-input';
import { SearchInput } from '../../../../widgets/inputs/search-input';
import { YnSwitch } from '../../../../widgets/inputs/yn-switch';
import { YearSelect } from '../../../../widgets/inputs/year-select';
import { MultiSelect } from '../../../../widgets/inputs/multi-select';
import type { SearchMode } from '../../../../widgets/inputs/input-values';

/** A workstation gateway script: reads the welding current from the PLC and flags drift (code, so not translated). */
const PLC_SCRIPT = `import snap7

STATION = "WS-03"
DB_NUMBER = 12
CURRENT_SETPOINT = 240.0


def read_current(client):
  data = client.db_read(DB_NUMBER, 0, 4)
  return snap7.util.get_real(data, 0)


def check(client):
  current = read_current(client)
  drift = abs(current - CURRENT_SETPOINT) / CURRENT_SETPOINT
  return {"station": STATION, "current": current, "alarm": drift > 0.05}
`;

const SEARCH_MODES: SearchMode[] = ['eq', 'like', 'ne', 'ge', 'le'];
const PROCESSES = ['mig', 'tig', 'mma', 'spot', 'laser'] as const;

/** What a widget handed out, shown under it so a person (and the browser journey) can read it. */
function Emitted({ id, value }: { id: string; value: string }) {
  const { t } = useTranslation();
  return (
    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
      {t('web.editors.gallery.emitted')}:{' '}
      <Typography.Text code data-testid={id}>
        {value}
      </Typography.Text>
    </Typography.Text>
  );
}

function Block({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  return (
    <Card
      size="small"
      title={title}
      extra={
        hint && (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {hint}
          </Typography.Text>
        )
      }
    >
      {children}
    </Card>
  );
}

function CaptchaDemo() {
  const { t } = useTranslation();
  const [attempt, setAttempt] = useState(0);
  const [passed, setPassed] = useState(false);
  return (
    <Block title={t('web.editors.gallery.captcha')}>
      <Space orientation="vertical" size="middle">
        <Typography.Text type="secondary">{t('web.editors.gallery.captchaHint')}</Typography.Text>
        <SliderCaptcha key={attempt} onSuccess={() => setPassed(true)} />
        <Space>
          <Tag color={passed ? 'success' : 'default'} data-testid="captcha-state">
            {t(passed ? 'web.editors.gallery.captchaPassed' : 'web.editors.gallery.captchaWaiting')}
          </Tag>
          <Button
            size="small"
            onClick={() => {
              setAttempt((n) => n + 1);
              setPassed(false);
            }}
          >
            {t('web.editors.gallery.captchaReset')}
          </Button>
        </Space>
      </Space>
    </Block>
  );
}

function InputsDemo() {
  const { t } = useTranslation();
  const [tags, setTags] = useState('');
  const [mode, setMode] = useState<SearchMode>('like');
  const [search, setSearch] = useState('');
  const [forced, setForced] = useState('N');
  const [years, setYears] = useState('2026');
  const [processes, setProcesses] = useState('mig,tig');
  const g = (key: string) => t(`web.editors.gallery.${key}`);
  return (
    <Block title={g('inputs')}>
      <Form layout="vertical" component="div">
        <Form.Item label={g('tagInput')} htmlFor="demo-tags" extra={<Emitted id="tags-value" value={tags} />}>
          <TagInput id="demo-tags" value={tags} onChange={setTags} />
        </Form.Item>
        <Form.Item
          label={g('searchInput')}
          htmlFor="demo-search"
          extra={<Emitted id="search-value" value={search} />}
        >
          <Space orientation="vertical" style={{ width: '100%' }}>
            <Segmented
              size="small"
              value={mode}
              onChange={(m) => {
                setMode(m as SearchMode);
                setSearch('');
              }}
              options={SEARCH_MODES.map((m) => ({ value: m, label: g(`searchModes.${m}`) }))}
            />
            <SearchInput id="demo-search" mode={mode} value={search} onChange={setSearch} />
          </Space>
        </Form.Item>
        <Row gutter={16}>
          <Col span={8}>
            <Form.Item
              label={g('switch')}
              htmlFor="demo-switch"
              extra={<Emitted id="switch-value" value={forced} />}
            >
              <YnSwitch id="demo-switch" value={forced} onChange={setForced} />
            </Form.Item>
          </Col>
          <Col span={16}>
            <Form.Item
              label={g('years')}
              htmlFor="demo-years"
              extra={<Emitted id="years-value" value={years} />}
            >
              <YearSelect id="demo-years" value={years} onChange={setYears} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item
          label={g('multiSelect')}
          htmlFor="demo-processes"
          extra={<Emitted id="processes-value" value={processes} />}
          style={{ marginBottom: 0 }}
        >
          <MultiSelect
            id="demo-processes"
            value={processes}
            onChange={setProcesses}
            style={{ width: '100%' }}
            options={PROCESSES.map((p) => ({ value: p, label: g(`processes.${p}`) }))}
          />
        </Form.Item>
      </Form>
    </Block>
  );
}

/**
 * The gallery's 编辑器与输入 tab: a welding-procedure note in the rich-text editor, a firmware release
 * note in markdown, a PLC gateway script in the code editor, the slider captcha and the small inputs,
 * each with the value it emits.
 * @example gallerySections.find((s) => s.key === 'editors')
 */
export function EditorsSection() {
  const { t } = useTranslation();
  const g = (key: string) => t(`web.editors.gallery.${key}`);
  const [html, setHtml] = useState(() => g('richSample'));
  const [note, setNote] = useState(() => g('markdownSample'));
  const [script, setScript] = useState(PLC_SCRIPT);
  const [language, setLanguage] = useState<CodeLanguage>('python');
  return (
    <Flex vertical gap={16}>
      <Block title={g('richText')} hint={g('richTextHint')}>
        <RichTextEditor id="demo-rich" aria-label={g('richText')} value={html} onChange={setHtml} />
        <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0', fontSize: 12 }}>
          {t('web.editors.gallery.htmlLength', { count: html.length })}
        </Typography.Paragraph>
        {/* it scrolls, so it takes a tab stop for keyboard readers */}
        <pre
          data-testid="rich-value"
          tabIndex={0}
          style={{
            maxHeight: 96,
            overflow: 'auto',
            fontSize: 12,
            margin: 0,
            whiteSpace: 'pre-wrap',
            wordBreak: 'break-all',
          }}
        >
          {html}
        </pre>
      </Block>
      <Block title={g('markdown')} hint={g('markdownHint')}>
        <MarkdownEditor id="demo-markdown" aria-label={g('markdown')} value={note} onChange={setNote} />
      </Block>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={14}>
          <Flex vertical gap={16}>
            <Block title={g('code')} hint={g('codeHint')}>
              <CodeEditor
                id="demo-code"
                aria-label={g('code')}
                language={language}
                onLanguageChange={setLanguage}
                value={script}
                onChange={setScript}
              />
              <Typography.Paragraph
                type="secondary"
                data-testid="code-size"
                style={{ margin: '8px 0 0', fontSize: 12 }}
              >
                {t('web.editors.gallery.codeSize', {
                  lines: script.split('\n').length,
                  count: script.length,
                })}
              </Typography.Paragraph>
            </Block>
            <CaptchaDemo />
          </Flex>
        </Col>
        <Col xs={24} xl={10}>
          <InputsDemo />
        </Col>
      </Row>
    </Flex>
  );
}
