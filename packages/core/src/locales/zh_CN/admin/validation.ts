/** Texts of the form patterns of spec widgets §5 beyond the grid presets, and every preset's name for a designer's list. */
export const validation = {
  server: {
    kit: {
      validation: {
        minChecked: '最少选择{{minChecked}}项',
        maxChecked: '最多选择{{maxChecked}}项',
        preset: {
          natural: '请输入自然数',
          english: '请输入英文字符',
          landline: '请输入正确的座机号',
          bankCard: '请输入正确的银行卡号码',
          idCard: '请输入正确的身份证号码',
          idNumber: '请输入50位以内的字母或数字',
          qq: '请输入正确的QQ号码（5到12位数字）',
          alnum20: '请输入20位以内的字母或数字',
          'zhEn2-100': '请输入2到100位中文、英文字符或空格',
          digitLines: '只能输入数字和换行',
          max255: '最多输入255个字符',
        },
      },
    },
  },
  web: {
    validation: {
      presets: {
        '*': '非空',
        'n6-16': '6到16位数字',
        '*6-16': '6到16位任意字符',
        's6-18': '6到18位字母',
        url: '网址',
        e: '电子邮件',
        m: '手机号码',
        p: '邮政编码',
        s: '字母',
        n: '数字',
        z: '整数',
        money: '金额',
        natural: '自然数',
        english: '英文',
        landline: '座机号',
        bankCard: '银行卡号',
        idCard: '身份证号码',
        idNumber: '证件号码（50位以内字母或数字）',
        qq: 'QQ号码',
        alnum20: '20位以内字母或数字',
        'zhEn2-100': '2到100位中英文字符和空格',
        digitLines: '数字和换行',
        max255: '255位以内字符',
      },
    },
  },
};
