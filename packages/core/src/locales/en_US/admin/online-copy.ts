/** Texts of copy views of online forms: refusals of a copy's database changes, the copy list, the notice. */
export const onlineCopy = {
  server: {
    cgform: {
      copy: {
        headFixed: "A copy view uses its original's table: it cannot change the table's database properties",
        dbFixed: 'A copy view cannot change the database properties of field {{name}}',
        unknownColumn: 'Field {{name}} is not a column of the original form: a copy view cannot add fields',
      },
    },
  },
  web: {
    cgform: {
      copyView: {
        confirmDelete: 'Delete copy view {{name}}? The original form, its table and rows stay.',
        tag: 'Copy view',
        copies: 'Copy views',
        listTitle: 'Copy views of {{name}}',
        empty: 'This form has no copy views yet',
        created: 'Copy view {{name}} created',
        original: 'Original: {{name}}',
        readOnlyDb:
          'This is a copy view of {{name}}: database properties and indexes change only in the original; here you choose which fields show, their order, labels, queries and page settings.',
        dropped:
          "After the original's database sync these fields' columns are gone and were removed from this copy view: {{fields}}. Saving clears this notice.",
      },
    },
  },
};
