import { Col, Form, Input, Row, Select, Switch, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { FORM_TEMPLATES, nameProblem, QUERY_MODES, type CgformHead } from '@weld/core';
import { useDictOptions } from '../../../../lib/use-dict-options';
import { cgformApi } from '../cgform-api';

interface Props {
  form: FormInstance<CgformHead>;
  /** the design's id: its own table name is free for it */
  headId: string | null;
  /** the names the tree fields choose among */
  fieldNames: string[];
  /** a synced or copied design keeps its table name */
  tableFixed: boolean;
  /** a copy view keeps its original's table properties (type, tree columns) too */
  copyView?: boolean;
}

const yesNo = {
  valuePropName: 'checked',
  getValueProps: (v: unknown) => ({ checked: v === 'Y' }),
  normalize: (v: boolean) => (v ? 'Y' : 'N'),
};

/** The head of a design: table name (checked while typed), description, type, layout, theme, tree fields and flags. */
export function HeadForm({ form, headId, fieldNames, tableFixed, copyView = false }: Props) {
  const { t } = useTranslation();
  const label = (key: string) => t(`resources.cgformHead.fields.${key}`);
  const prop = (key: string) => t(`server.cgform.props.${key}`);
  const tableTypes = useDictOptions('cgform_table_type');
  const themes = useDictOptions('cgform_theme');
  const isTree = Form.useWatch('isTree', form) === 'Y';
  const names = fieldNames.map((value) => ({ value, label: value }));
  return (
    <Form form={form} layout="vertical" className="cgform-head-form" style={{ marginTop: 16 }}>
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item
            name="tableName"
            label={label('tableName')}
            validateDebounce={400}
            rules={[
              { required: true },
              {
                validator: async (_, value: string) => {
                  if (!value || tableFixed) return;
                  // the form, reserved words and product tables are core's checks, worded as the server words them
                  const problem = nameProblem(value, 'table');
                  if (problem) throw new Error(t(`server.${problem.key}`, problem.params));
                  const taken = await cgformApi.checkOnlyTable(value, headId ?? undefined);
                  if (taken !== null) throw new Error(taken || t('web.cgform.designer.tableTaken'));
                },
              },
            ]}
          >
            <Input disabled={tableFixed} maxLength={63} autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="tableTxt" label={label('tableTxt')} rules={[{ required: true, max: 200 }]}>
            <Input />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="tableType" label={label('tableType')}>
            <Select
              disabled={copyView}
              options={tableTypes.map((o) => ({ value: Number(o.value), label: o.label }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={5}>
          <Form.Item name="formTemplate" label={label('formTemplate')}>
            <Select
              options={FORM_TEMPLATES.map((value) => ({
                value,
                label: t(`web.cgform.designer.formTemplate.${value}`),
              }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={5}>
          <Form.Item name="themeTemplate" label={label('themeTemplate')}>
            <Select options={themes.map((o) => ({ value: o.value, label: o.label }))} />
          </Form.Item>
        </Col>
        <Col xs={24} md={5}>
          <Form.Item name="queryMode" label={label('queryMode')}>
            <Select
              options={QUERY_MODES.map((value) => ({
                value,
                label: t(`web.cgform.designer.headQueryMode.${value}`),
              }))}
            />
          </Form.Item>
        </Col>
        <Col xs={8} md={3}>
          <Form.Item name="isPage" label={label('isPage')} {...yesNo}>
            <Switch size="small" />
          </Form.Item>
        </Col>
        <Col xs={8} md={3}>
          <Form.Item name="isCheckbox" label={label('isCheckbox')} {...yesNo}>
            <Switch size="small" />
          </Form.Item>
        </Col>
        <Col xs={8} md={3}>
          <Form.Item name="isTree" label={label('isTree')} {...yesNo}>
            <Switch size="small" disabled={copyView} />
          </Form.Item>
        </Col>
      </Row>
      {isTree && (
        <Row gutter={16}>
          {(['treeParentIdField', 'treeIdField', 'treeFieldname'] as const).map((key) => (
            <Col xs={24} md={8} key={key}>
              <Form.Item name={key} label={prop(key)} rules={[{ required: true }]}>
                <Select
                  options={names}
                  showSearch
                  allowClear
                  disabled={copyView && key !== 'treeFieldname'}
                />
              </Form.Item>
            </Col>
          ))}
        </Row>
      )}
    </Form>
  );
}
