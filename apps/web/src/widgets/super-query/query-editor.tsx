import { useState } from 'react';
import { App, Button, Col, Empty, Flex, Radio, Row, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  blankCondition,
  hydrateConditions,
  usableConditions,
  type MatchType,
  type QueryCondition,
  type QueryFieldEntry,
  type SavedQuery,
  type SuperQuery,
} from '@weld/core';
import { ConditionRow } from './condition-row';
import { SavedQueries } from './saved-queries';
import { SavePrompt } from './save-prompt';
import { useSavedQueries } from './use-saved-queries';

export interface QueryEditorProps {
  fields: QueryFieldEntry[];
  /** the query in effect; its rows fill the editor */
  value: SuperQuery | null | undefined;
  /** the page whose saved queries are shown (storage key suffix) */
  saveKey: string;
  /** a query to run; an empty `params` clears it */
  onSearch(query: SuperQuery): void;
  onClose(): void;
}

/** A row with a key that stays with it when rows before it are removed. */
interface Keyed {
  id: number;
  row: QueryCondition;
}

let nextId = 0;
const keyed = (rows: QueryCondition[]): Keyed[] =>
  (rows.length > 0 ? rows : [blankCondition()]).map((row) => ({ id: nextId++, row }));

/**
 * The builder's content: match type, condition rows, saved queries and the footer (保存查询条件 /
 * 重置 / 关闭 / 查询) with the spec's warnings.
 * @example <QueryEditor fields={fields} value={query} saveKey="position" onSearch={apply} onClose={close} />
 */
export function QueryEditor({ fields, value, saveKey, onSearch, onClose }: QueryEditorProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [entries, setEntries] = useState(() => keyed(value ? hydrateConditions(value.params, fields) : []));
  const rows = entries.map((e) => e.row);
  const [matchType, setMatchType] = useState<MatchType>(value?.matchType ?? 'and');
  const [prompting, setPrompting] = useState(false);
  const saved = useSavedQueries(saveKey);

  const update = (id: number, row: QueryCondition) =>
    setEntries((es) => es.map((e) => (e.id === id ? { id, row } : e)));
  const addAfter = (id: number) =>
    setEntries((es) => es.flatMap((e) => (e.id === id ? [e, ...keyed([])] : [e])));
  const remove = (id: number) => setEntries((es) => es.filter((e) => e.id !== id));

  const search = () => {
    const params = usableConditions(rows);
    if (params.length === 0) return void message.warning(t('web.query.emptyQuery'));
    onSearch({ matchType, params });
    onClose();
  };
  const reset = () => {
    setEntries(keyed([]));
    onSearch({ matchType, params: [] });
  };
  const startSave = () => {
    if (usableConditions(rows).length === 0) return void message.warning(t('web.query.emptySave'));
    setPrompting(true);
  };
  const store = (title: string) => {
    saved.save(title, matchType, rows);
    setPrompting(false);
    void message.success(t('web.query.saved'));
  };
  const apply = (query: SavedQuery) => {
    const next = hydrateConditions(query.records, fields);
    setEntries(keyed(next));
    setMatchType(query.matchType);
    onSearch({ matchType: query.matchType, params: next });
    onClose();
  };

  return (
    <>
      <Row gutter={16} wrap={false}>
        <Col flex="auto" style={{ minWidth: 0 }}>
          <Flex align="center" gap={8} style={{ marginBottom: 16 }}>
            <Typography.Text>{t('web.query.matchLabel')}</Typography.Text>
            <Radio.Group
              optionType="button"
              buttonStyle="solid"
              size="small"
              value={matchType}
              onChange={(e) => setMatchType(e.target.value as MatchType)}
              options={(['and', 'or'] as const).map((m) => ({ value: m, label: t(`web.query.match.${m}`) }))}
            />
            <Typography.Text type="secondary">{t(`web.query.matchHint.${matchType}`)}</Typography.Text>
          </Flex>
          {entries.length === 0 ? (
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={
                <Space>
                  {t('web.query.empty')}
                  <Button type="link" size="small" onClick={() => setEntries(keyed([]))}>
                    {t('web.query.addFirst')}
                  </Button>
                </Space>
              }
            />
          ) : (
            entries.map(({ id, row }) => (
              <ConditionRow
                key={id}
                row={row}
                fields={fields}
                onChange={(r) => update(id, r)}
                onAdd={() => addAfter(id)}
                onRemove={() => remove(id)}
              />
            ))
          )}
        </Col>
        <Col flex="240px">
          <SavedQueries list={saved.list} onApply={apply} onRemove={saved.remove} />
        </Col>
      </Row>
      <Flex justify="space-between" gap={8} style={{ marginTop: 16 }}>
        <Button onClick={startSave}>{t('web.query.save')}</Button>
        <Space>
          <Button onClick={reset}>{t('web.query.reset')}</Button>
          <Button onClick={onClose}>{t('web.query.close')}</Button>
          <Button type="primary" onClick={search}>
            {t('web.query.search')}
          </Button>
        </Space>
      </Flex>
      <SavePrompt
        open={prompting}
        taken={saved.list.map((s) => s.title)}
        onSave={store}
        onCancel={() => setPrompting(false)}
      />
    </>
  );
}
