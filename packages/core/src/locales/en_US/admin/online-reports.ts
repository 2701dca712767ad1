import type { LocaleShape } from '../../shape';
import type { onlineReports as zh } from '../../zh_CN/admin/online-reports';

/** Texts of online SQL reports: the design right, design checks, refusals of unsafe SQL, run answers. */
export const onlineReports: LocaleShape<typeof zh> = {
  resources: {
    cgreportHead: {
      title: 'Online reports',
      fields: {
        code: 'Report code',
        name: 'Report name',
        cgrSql: 'Report SQL',
        dbSource: 'Data source',
        createBy: 'Created by',
        createTime: 'Created',
        updateTime: 'Updated',
      },
    },
  },
  server: {
    menu: {
      'online-report-design': 'Design reports',
      'ionline-cgreport': 'Report development',
      'rpview-rp-sys-user': 'User picker report',
      'rpview-rp-sys-position': 'Position picker report',
    },
    cgreport: {
      notFound: 'The report does not exist',
      codeTaken: 'The report code {{code}} is used by another report',
      badCode:
        'A report code starts with a letter and holds only letters, digits and underscores, at most 100 characters',
      badName: 'The report name is required, at most 200 characters',
      sourceUnknown:
        'There is no data source {{name}}: set it up in Data sources, or leave the data source empty to read the product database',
      sourceType:
        'The data source {{name}} is of type {{type}}: a report reads PostgreSQL or MySQL data sources only',
      sourceUnavailable:
        'The report data source {{name}} cannot be reached: test its connection in Data sources',
      badField:
        'The field name {{name}} is invalid: it must be a column of the SQL result, at most 100 characters',
      duplicateField: 'The field name {{name}} is repeated',
      badFieldType: 'The type {{type}} of field {{name}} is not supported; allowed: {{allowed}}',
      badSearchMode: 'The query mode of field {{name}} is single or group (range)',
      badText: 'The text of {{name}} is at most {{max}} characters',
      badParam:
        'The parameter name {{name}} is invalid: a letter or underscore first, then letters, digits and underscores, at most 64 characters',
      duplicateParam: 'The parameter name {{name}} is repeated',
      paramMissing: 'The parameter ${{{name}}} of the SQL is not configured',
      unknownColumn: 'The report has no field {{name}}',
      notSearchable: 'The field {{name}} is not a query field',
      badOrder: 'The sort order is asc or desc',
      timeout:
        'The report query ran over its limit of {{seconds}} s and was stopped: narrow the query or improve the SQL',
      failed: 'The report SQL failed: check its table names, column names and parameters',
      saved: 'Saved!',
      deleted: 'Deleted!',
      menuAdded: 'The menu entry of the report was added',
      log: {
        added: 'Online report {{code}}: created',
        saved: 'Online report {{code}}: design saved',
        deleted: 'Online report {{code}}: deleted',
        menuAdded: 'Online report {{code}}: added to the menu',
      },
      sql: {
        empty: 'The SQL is required',
        nul: 'The SQL must not contain NUL characters',
        unterminated: 'The SQL has an unterminated quote or comment',
        backslash: 'Strings and quoted names of the SQL must not contain backslashes',
        paramInString:
          "A parameter stands alone as ${name} or '${name}', not inside a longer string (concatenate instead)",
        paramName:
          'The parameter name {{name}} is invalid: a letter or underscore first, then letters, digits and underscores, at most 64 characters',
        dollar: 'A $ in the SQL may only start a parameter ${name}',
        oneStatement: 'A report is exactly one SELECT statement',
        syntax:
          'SQL syntax error (near line {{line}}, column {{column}}), or a form this database does not support',
        write: 'A report is a SELECT query only; it cannot run {{what}}',
        into: 'A report cannot use SELECT … INTO (into a table, a variable or a file)',
        locking: 'A report cannot use locking reads such as FOR UPDATE / FOR SHARE',
        variable: 'A report cannot read the database variable {{name}}',
        function:
          'A report cannot call the function {{name}}: only aggregate, text, number and date functions are allowed',
        star: 'The table {{table}} holds secret columns such as passwords and cannot be read with *: list the columns you need',
        secretColumn: 'A report cannot read the secret column {{name}}',
        wholeRow: 'A report cannot read the whole row {{name}} as one value: list the columns you need',
        schema: 'A report cannot name a database or schema to reach the table {{name}}',
        naturalJoin: 'A report cannot use NATURAL JOIN: state the join condition with ON',
        catalog: "A report cannot read the database's system table {{name}}",
      },
    },
  },
  web: {
    cgreport: {
      head: {
        test: 'Try it',
        more: 'More',
        addToMenu: 'Add to menu',
        copy: 'Copy',
        copyName: '{{name}} (copy)',
        confirmDelete:
          'Delete the report {{name}} ({{code}})? Its columns, parameters and view right go with it.',
      },
      designer: {
        addTitle: 'New report',
        editTitle: 'Edit report: {{name}}',
        ownDatabase: 'This system’s database',
        sqlHint: 'One SELECT only; write parameters as ${name}: they are sent as bound values',
        codeRule: 'Starts with a letter; letters, digits and underscores only; at most 100 characters',
        parse: 'Parse SQL',
        parsed: 'Parsed: {{columns}} columns, {{params}} parameters',
        parseFirst: 'Parse the SQL first to get the report’s columns',
        columnsTab: 'Columns ({{count}})',
        paramsTab: 'Parameters ({{count}})',
        noColumns: 'Parse the SQL to see its columns',
        noParams: 'The SQL has no ${parameter}',
        mode: { single: 'Single', group: 'Range' },
        col: {
          fieldName: 'Field',
          fieldTxt: 'Text',
          fieldType: 'Type',
          isShow: 'Shown',
          isSearch: 'Query',
          searchMode: 'Query mode',
          dictCode: 'Dictionary',
          fieldHref: 'Link',
          isTotal: 'Total',
          paramName: 'Parameter',
          paramTxt: 'Text',
          paramValue: 'Default',
        },
      },
      view: {
        title: 'Online report',
        export: 'Export',
        print: 'Print',
        popupBlocked: 'The browser blocked the print window; allow pop-ups for this site and try again',
        table: 'Table',
        chart: 'Chart',
        total: 'Total',
        chartKind: 'Chart type',
        kinds: { bar: 'Bar', line: 'Line', pie: 'Pie' },
        category: 'Category',
        values: 'Values',
        chartRows: 'The chart shows the {{count}} rows of this page; change the page size to show more',
        noNumbers: 'The report has no numeric column to chart',
      },
      print: {
        title: 'Print report',
        print: 'Print',
        query: 'Query: {{criteria}}',
        allRows: 'Query: all rows',
        criterion: '{{label}}: {{value}}',
        criterionRange: '{{label}}: {{begin}} ~ {{end}}',
        criteriaSeparator: '; ',
        capped: '{{total}} rows in all, the first {{shown}} printed; narrow the query to print the rest.',
        printedAt: 'Printed at {{time}}',
        failed: 'The report could not be loaded: it does not exist, or you may not view it',
      },
    },
  },
};
