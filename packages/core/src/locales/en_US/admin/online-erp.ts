/** Texts of an online form's ERP list: the main list with its sub tables as tabs below. */
export const onlineErp = {
  web: {
    cgform: {
      erp: {
        chooseMain: 'Choose a main record in the list above first',
        failed: 'The sub table could not be loaded',
        oneRow: 'One-to-one sub table: one row per main record',
      },
    },
  },
};
