import type { LocaleShape } from '../../shape';
import type { misc as zh } from '../../zh_CN/admin/misc';

export const misc: LocaleShape<typeof zh> = {
  resources: {
    tenant: {
      title: 'Tenants',
      fields: {
        name: 'Tenant name',
        beginDate: 'Start time',
        endDate: 'End time',
        status: 'Status',
        createTime: 'Created at',
      },
    },
    checkRule: {
      title: 'Check rules',
      fields: {
        ruleName: 'Rule name',
        ruleCode: 'Rule code',
        ruleJson: 'Rule JSON',
        ruleDescription: 'Description',
        createTime: 'Created at',
      },
    },
    fillRule: {
      title: 'Fill rules',
      fields: {
        ruleName: 'Rule name',
        ruleCode: 'Rule code',
        ruleClass: 'Implementation',
        ruleParams: 'Parameters',
        createTime: 'Created at',
      },
    },
    dataSource: {
      title: 'Data sources',
      fields: {
        code: 'Code',
        name: 'Name',
        dbType: 'Database type',
        dbDriver: 'Driver',
        dbUrl: 'URL',
        dbName: 'Database name',
        dbUsername: 'User name',
        dbPassword: 'Password',
        remark: 'Remark',
        createTime: 'Created at',
      },
    },
    gatewayRoute: {
      title: 'Gateway routes',
      fields: {
        routerId: 'Route ID',
        name: 'Route name',
        uri: 'Service URI',
        predicates: 'Predicates',
        filters: 'Filters',
        retryable: 'Retry',
        stripPrefix: 'Strip prefix',
        persistable: 'Persist',
        showApi: 'Show in API docs',
        status: 'Status',
        createTime: 'Created at',
      },
    },
  },
  server: {
    menu: {
      'isystem-tenant': 'Tenants',
      'isystem-tenant-add': 'Add tenants',
      'isystem-tenant-edit': 'Edit tenants',
      'isystem-tenant-delete': 'Delete tenants',
      'isystem-tenant-import': 'Import tenants',
      'isystem-tenant-export': 'Export tenants',
      'isystem-check-rule': 'Check rules',
      'isystem-check-rule-add': 'Add check rules',
      'isystem-check-rule-edit': 'Edit check rules',
      'isystem-check-rule-delete': 'Delete check rules',
      'isystem-check-rule-import': 'Import check rules',
      'isystem-check-rule-export': 'Export check rules',
      'isystem-fill-rule': 'Fill rules',
      'isystem-fill-rule-add': 'Add fill rules',
      'isystem-fill-rule-edit': 'Edit fill rules',
      'isystem-fill-rule-delete': 'Delete fill rules',
      'isystem-fill-rule-import': 'Import fill rules',
      'isystem-fill-rule-export': 'Export fill rules',
      'isystem-data-source': 'Data sources',
      'isystem-data-source-add': 'Add data sources',
      'isystem-data-source-edit': 'Edit data sources',
      'isystem-data-source-delete': 'Delete data sources',
      'isystem-data-source-import': 'Import data sources',
      'isystem-data-source-export': 'Export data sources',
      'isystem-data-source-test': 'Test data source connections',
      'isystem-address-list': 'Address list',
      'isystem-gateway': 'Gateway routes',
      'isystem-gateway-add': 'Add gateway routes',
      'isystem-gateway-edit': 'Edit gateway routes',
      'isystem-gateway-delete': 'Delete gateway routes',
      'isystem-gateway-import': 'Import gateway routes',
      'isystem-gateway-export': 'Export gateway routes',
    },
    dict: {
      fill_rule_class: {
        org_code: 'Organisation code',
        category_code: 'Category code',
        serial: 'Serial number',
      },
      database_type: { mysql: 'MySQL 5.7+/MariaDB', postgresql: 'PostgreSQL', sqlite: 'SQLite' },
    },
    sysTenant: {
      hasUsers: 'Tenant (ID {{ids}}) still has users and cannot be deleted',
      endBeforeBegin: 'must not be earlier than the start time',
    },
    checkRule: {
      notJson: 'is not valid JSON',
      notArray: 'must be a JSON array of 1 to {{max}} rules',
      stepNotObject: 'rule {{index}} must be a {digits, pattern, message} object',
      starNotLast: 'rule {{index}}: digits * may only be used in the last rule',
      badDigits: 'rule {{index}}: digits must be an integer from 1 to {{max}} or *',
      badPatternLength:
        'rule {{index}}: the regular expression must not be empty and may have at most {{max}} characters',
      badMessage: 'rule {{index}}: the message must not be empty and may have at most {{max}} characters',
      unsafePattern:
        'rule {{index}}: the regular expression has nested repetition, back-references or lookbehind, which can make checks extremely slow; please rewrite it',
      badPattern: 'rule {{index}}: the regular expression is invalid',
      tooLong: 'The value is longer than the rule checks',
      timeout:
        'The check took too long: the regular expression of the rule is too slow for this value; please simplify the rule',
      notFound: 'Check rule {{code}} does not exist',
      storedInvalid: 'The rule JSON of check rule {{code}} is invalid; please correct it under Check rules',
      failed: '{{message}}',
      passed: 'The value passes the check',
    },
    fillRule: {
      paramsNotJson: 'is not valid JSON',
      paramsNotObject: 'must be a JSON object, e.g. {"prefix":"HJ","datePattern":"YYYYMMDD","digits":4}',
      badPrefix: 'prefix may have at most 20 letters, digits, underscores or hyphens',
      badDatePattern:
        'datePattern may only consist of YYYY, YY, MM, DD, HH, mm, ss and - _ /, at most 20 characters',
      badDigits: 'digits must be an integer from 1 to {{max}}',
      notFound: 'Fill rule {{code}} does not exist',
      storedInvalid: 'The parameters of fill rule {{code}} are invalid; please correct them under Fill rules',
      unknownClass: 'Unsupported rule implementation: {{name}}',
    },
    dataSource: {
      badUrl:
        'The data source URL is malformed ({{type}}), e.g. jdbc:mysql://127.0.0.1:3306/weld, jdbc:postgresql://127.0.0.1:5432/weld or jdbc:sqlite:/data/weld.db',
      refused: 'Connection refused: check the host and port and whether the database server is running',
      unknownHost: 'The database host cannot be found; check the URL',
      timeout: 'The connection timed out ({{seconds}} s); check the network and the URL',
      denied: 'Wrong user name or password, or the user may not access this database',
      unknownDatabase: 'The database does not exist; check the database name',
      noFile: 'The SQLite database file does not exist or cannot be opened',
      notDatabase: 'The file is not an SQLite database',
      keyChanged:
        'The stored password cannot be decrypted (the data source key was changed); please enter the password again',
      connected: 'Connected to the database',
    },
    dataSourceHost: {
      notAllowed:
        'The host {{host}} is not allowed: it is not among the allowed data source hosts (DATA_SOURCE_ALLOWED_HOSTS)',
      unreachable:
        'Could not connect to the database: the host cannot be reached or did not answer as a database server',
    },
    gateway: {
      notJson: 'is not valid JSON',
      notArray: 'must be a JSON array of at most {{max}} items',
      badItem:
        'each item must be a {"name": "…", "args": {…}} object; name starts with a letter, args hold texts',
    },
  },
  web: {
    checkRule: {
      test: 'Test',
      testTitle: 'Test check rule: {{name}}',
      value: 'Value',
      valuePlaceholder: 'Enter a value to check',
      run: 'Check',
      passed: 'The value passes the check',
      failed: 'The value fails the check',
    },
    fillRule: {
      test: 'Try it',
      testTitle: 'Try fill rule: {{name}}',
      formData: 'Form data (JSON object)',
      formDataHelp:
        'Organisation code rules read parentId (the parent department ID), category code rules read pid (the parent category ID)',
      run: 'Generate',
      result: 'Result',
      badJson: 'The form data must be a JSON object',
    },
    dataSource: {
      test: 'Test connection',
    },
    addressList: {
      departTree: 'Organisation',
      all: 'All',
      realname: 'Name',
      columns: {
        realname: 'Name',
        username: 'User name',
        workNo: 'Work number',
        post: 'Position',
        phone: 'Mobile',
        email: 'E-mail',
        departNames: 'Department',
      },
    },
    positionPicker: {
      title: 'Select positions',
      placeholder: 'Select a position',
      name: 'Position name',
      selectOne: 'Please select a record',
    },
  },
};
