/** Texts of the form patterns of spec widgets §5 beyond the grid presets, and every preset's name for a designer's list. */
export const validation = {
  server: {
    kit: {
      validation: {
        minChecked: 'choose at least {{minChecked}}',
        maxChecked: 'choose at most {{maxChecked}}',
        preset: {
          natural: 'must be a natural number',
          english: 'must be English letters',
          landline: 'must be a landline number',
          bankCard: 'must be a bank card number (10 to 20 digits)',
          idCard: 'must be a valid national ID number',
          idNumber: 'must be up to 50 letters or digits',
          qq: 'must be a QQ number (5 to 12 digits)',
          alnum20: 'must be up to 20 letters or digits',
          'zhEn2-100': 'must be 2 to 100 Chinese or English characters and spaces',
          digitLines: 'may hold only digits and line breaks',
          max255: 'must be at most 255 characters',
        },
      },
    },
  },
  web: {
    validation: {
      presets: {
        '*': 'Required',
        'n6-16': '6 to 16 digits',
        '*6-16': '6 to 16 characters',
        's6-18': '6 to 18 letters',
        url: 'Web address',
        e: 'E-mail',
        m: 'Mobile number',
        p: 'Postal code',
        s: 'Letters',
        n: 'Number',
        z: 'Whole number',
        money: 'Amount',
        natural: 'Natural number',
        english: 'English',
        landline: 'Landline number',
        bankCard: 'Bank card number',
        idCard: 'National ID number',
        idNumber: 'ID number (up to 50 letters or digits)',
        qq: 'QQ number',
        alnum20: 'Up to 20 letters or digits',
        'zhEn2-100': '2 to 100 Chinese or English characters and spaces',
        digitLines: 'Digits and line breaks',
        max255: 'Up to 255 characters',
      },
    },
  },
};
