/** Texts of an online main form's sub tables in its tab and inner-table layouts. */
export const onlineSubTables = {
  web: {
    cgformSub: {
      loadFailed: 'The sub table rows could not be loaded',
      retry: 'Retry',
      serverCell: '{{text}}',
      noRows: 'No sub table rows',
      rowCount: 'Rows: {{count}}',
    },
  },
};
