import type { Audit } from './schema';

/** An online form design's head (0032): one per designed table; flags Y/N as the original platform keeps them. */
export interface OnlCgformHeadTable extends Audit {
  id: string;
  /** the designed table; a copy view's is `<table>$<n>` */
  table_name: string;
  table_txt: string;
  /** grows on every saved change */
  table_version: number;
  /** 1 single, 2 main, 3 sub */
  table_type: number;
  /** Y: the table matches the design */
  is_db_synch: string;
  is_checkbox: string;
  is_page: string;
  is_tree: string;
  /** single | group */
  query_mode: string;
  id_type: string | null;
  /** a sub table's link to its main table: 0 one-to-many, 1 one-to-one */
  relation_type: number | null;
  sub_table_str: string | null;
  tab_order_num: number | null;
  tree_parent_id_field: string | null;
  tree_id_field: string | null;
  tree_fieldname: string | null;
  /** columns per form row: 1, 2, 3, 4 */
  form_template: string;
  /** normal, erp, innerTable, tab */
  theme_template: string;
  /** 0 original, 1 copy view */
  copy_type: number;
  /** a copy view's original */
  physic_id: string | null;
  ext_config_json: string | null;
  /** a copy view: the fields its original's last sync dropped (comma list), shown by the designer until the copy is saved */
  copy_dropped: string | null;
}

/** A field of a design: its column (数据库属性), its control and list/form flags (页面属性), checks and query. */
export interface OnlCgformFieldTable extends Audit {
  id: string;
  cgform_head_id: string;
  db_field_name: string;
  /** the column's name in the table while the field is renamed and not yet synced */
  db_field_name_old: string | null;
  db_field_txt: string | null;
  /** string, int, double, BigDecimal, Date, Datetime, Time, Text, Blob */
  db_type: string;
  db_length: number;
  db_point_length: number;
  db_default_val: string | null;
  dict_field: string | null;
  dict_table: string | null;
  dict_text: string | null;
  field_show_type: string;
  field_valid_type: string | null;
  field_extend_json: string | null;
  field_default_value: string | null;
  field_href: string | null;
  query_mode: string;
  query_def_val: string | null;
  main_table: string | null;
  main_field: string | null;
  db_is_key: number;
  db_is_null: number;
  field_must_input: number;
  is_query: number;
  is_show_form: number;
  is_show_list: number;
  is_read_only: number;
  sort_flag: number;
  order_num: number;
}

/** An index of a design: its columns as a comma list; type normal or unique. */
export interface OnlCgformIndexTable extends Audit {
  id: string;
  cgform_head_id: string;
  index_name: string;
  index_field: string;
  index_type: string;
}

/** A custom button of a design (code, label, icon, button or link, toolbar or row, its action type). */
export interface OnlCgformButtonTable extends Audit {
  id: string;
  cgform_head_id: string;
  button_code: string;
  button_name: string;
  button_icon: string | null;
  button_style: string;
  opt_position: string;
  opt_type: string | null;
  button_status: string;
  order_num: number;
  /** 0038: the JSON of an update's assignments or a registered action's name */
  button_action: string | null;
}

/** A field linkage rule of a design (0038): when `field_name` holds one of `field_values` (JSON), `effect` on the target. */
export interface OnlCgformRuleTable {
  id: string;
  cgform_head_id: string;
  field_name: string;
  field_values: string;
  target_field: string;
  effect: string;
  effect_options: string | null;
  order_num: number;
}

/** A stored revision of a design's buttons and rules (0038): the JSON of both; at most 16 per design. */
export interface OnlCgformEnhanceRevTable {
  id: string;
  cgform_head_id: string;
  content: string;
  create_by: string | null;
  create_time: string | null;
}

/** An online report (0034): one checked SELECT with `${param}` places; `db_source` empty = the product database. */
export interface OnlCgreportHeadTable extends Audit {
  id: string;
  code: string;
  name: string;
  cgr_sql: string;
  db_source: string | null;
}

/** A column of a report's result: its text, type, list and query flags, dictionary, link and total. */
export interface OnlCgreportItemTable extends Audit {
  id: string;
  cgrhead_id: string;
  field_name: string;
  field_txt: string | null;
  /** String, Integer, Long, Double, BigDecimal, Date, Datetime */
  field_type: string;
  is_show: number;
  is_search: number;
  /** single | group (a range) */
  search_mode: string;
  dict_code: string | null;
  field_href: string | null;
  is_total: number;
  order_num: number;
}

/** A `${param}` of a report's SQL: its label and default value. */
export interface OnlCgreportParamTable extends Audit {
  id: string;
  cgrhead_id: string;
  param_name: string;
  param_txt: string | null;
  param_value: string | null;
  order_num: number;
}

/** The tables of online form designs (migration 0032) and online reports (0034), joined into `Database`. */
export interface OnlineTables {
  onl_cgform_head: OnlCgformHeadTable;
  onl_cgform_field: OnlCgformFieldTable;
  onl_cgform_index: OnlCgformIndexTable;
  onl_cgform_button: OnlCgformButtonTable;
  onl_cgform_rule: OnlCgformRuleTable;
  onl_cgform_enhance_rev: OnlCgformEnhanceRevTable;
  onl_cgreport_head: OnlCgreportHeadTable;
  onl_cgreport_item: OnlCgreportItemTable;
  onl_cgreport_param: OnlCgreportParamTable;
}
