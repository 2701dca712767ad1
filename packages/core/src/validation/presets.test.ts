import { describe, expect, it } from 'vitest';
import { datetime, dict, money, multiDict, number, switchYN, text } from '../resource/fields';
import { translate } from '../locales';
import { PRESETS, validateField, validationParams } from './presets';
import { presetOptions } from './preset-list';
import type { PresetName } from './presets';

const K = 'server.kit.validation.';

describe('validation presets', () => {
  const cases: [PresetName, string[], string[]][] = [
    ['n6-16', ['123456', '1234567890123456'], ['12345', '12345a', '12345678901234567']],
    ['*6-16', ['abc 12', 'ab@#$%'], ['abcde', 'x'.repeat(17)]],
    ['s6-18', ['abcDEF'], ['abc12f', 'abcde']],
    ['url', ['http://a.cn', 'https://weld.example.com/x?y=1'], ['ftp//a', 'weld.com', 'http://']],
    ['e', ['a.b@weld.cn'], ['a@b', 'ab.cn']],
    ['m', ['13912345678', '19912345678'], ['12912345678', '1391234567']],
    ['p', ['100101'], ['010101', '10010']],
    ['s', ['Weld'], ['Weld1', '']],
    ['n', ['-1.5', '42', '0'], ['1.', 'abc', '--1']],
    ['z', ['-3', '7'], ['1.0', 'x']],
    ['money', ['0', '12.5', '12.50'], ['12.345', '-1', '01']],
    ['natural', ['0', '7', '2026'], ['-1', '1.5', '01', 'a']],
    ['english', ['Weld', 'Arc welding'], ['焊接', 'Weld1', ' Weld', 'a  b']],
    [
      'landline',
      ['010-12345678', '0755-1234567', '02112345678', '010-12345678-123'],
      ['12345678', '010-0234567', '010-123', '13912345678'],
    ],
    [
      'bankCard',
      ['6222021234567890', '1234567890', '12345678901234567890'],
      ['123456789', '123456789012345678901', '6222 0212 3456'],
    ],
    [
      'idCard',
      ['11010519491231002X', '11010519491231002x', '440300199001011238', '320102198002290013'],
      ['110105194912310021', '11010519490230002' + '0', '01010519491231002X', '1101051949123100'],
    ],
    ['idNumber', ['E12345678', 'A'.repeat(50)], ['A'.repeat(51), 'E-123', '护照123']],
    ['qq', ['10001', '123456789012'], ['1234', '1234567890123', '01234']],
    ['alnum20', ['abc123', 'A'.repeat(20)], ['A'.repeat(21), 'ab_c', 'ab c']],
    ['zhEn2-100', ['张三', 'Li Lei', '焊接 Weld'], ['张', '张3', 'x'.repeat(101)]],
    ['digitLines', ['123', '1\n22\r\n333'], ['1 2', '12a', '1,2']],
    ['max255', ['焊'.repeat(255), 'x'], ['焊'.repeat(256)]],
  ];
  it.each(cases)('%s accepts and refuses as the spec says', (name, good, bad) => {
    for (const v of good) expect(PRESETS[name].test(v), v).toBe(true);
    for (const v of bad) expect(PRESETS[name].test(v), v).toBe(false);
  });
});

describe('validateField', () => {
  it('checks required first, and other rules only on non-empty values', () => {
    expect(validateField(text({ required: true, pattern: 'm' }), '  ')).toBe(`${K}required`);
    expect(validateField(text({ pattern: '*' }), '')).toBe(`${K}required`);
    expect(validateField(text({ pattern: 'm' }), '')).toBeNull();
    expect(validateField(text({ pattern: 'm' }), null)).toBeNull();
  });
  it('answers the preset message key', () => {
    expect(validateField(text({ pattern: 'm' }), '123')).toBe(`${K}preset.m`);
    expect(validateField(text({ pattern: 'e' }), 'a@weld.cn')).toBeNull();
  });
  it('answers a custom pattern with its own message key', () => {
    const field = text({ pattern: { regex: '^A\\d+$', message: 'resources.x.rules.code' } });
    expect(validateField(field, 'B1')).toBe('resources.x.rules.code');
    expect(validateField(field, 'A1')).toBeNull();
  });
  it('bounds text by length and numbers by value', () => {
    expect(validateField(text({ min: 2, max: 3 }), 'a')).toBe(`${K}minLength`);
    expect(validateField(text({ max: 3 }), '焊接机器')).toBe(`${K}maxLength`);
    expect(validateField(text({ max: 3 }), '焊接机')).toBeNull();
    expect(validateField(number({ min: 0, max: 10 }), -1)).toBe(`${K}minValue`);
    expect(validateField(number({ max: 10 }), '11')).toBe(`${K}maxValue`);
  });
  it('checks the value fits the field kind', () => {
    expect(validateField(number(), 'abc')).toBe(`${K}number`);
    expect(validateField(money(), 1.234)).toBe(`${K}preset.money`);
    expect(validateField(money(), '-3.5')).toBeNull();
    expect(validateField(datetime(), '2026-11-22')).toBe(`${K}datetime`);
    expect(validateField(datetime(), '2026-11-22 10:00:00')).toBeNull();
    expect(validateField(switchYN(), 'X')).toBe(`${K}switchYN`);
    expect(validateField(dict('sex'), 1)).toBe(`${K}type`);
  });
});

describe('form patterns of widgets §5 through a field', () => {
  const zh = (field: Parameters<typeof validateField>[0], value: unknown) => {
    const key = validateField(field, value);
    return key && translate('zh_CN', key, validationParams(field, '字段'));
  };
  it('answers the spec texts', () => {
    expect(zh(text({ pattern: 'natural' }), '-1')).toBe('请输入自然数');
    expect(zh(text({ pattern: 'english' }), '焊接')).toBe('请输入英文字符');
    expect(zh(text({ pattern: 'landline' }), '12345')).toBe('请输入正确的座机号');
    expect(zh(text({ pattern: 'bankCard' }), '123')).toBe('请输入正确的银行卡号码');
    expect(zh(text({ pattern: 'idCard' }), '110105194912310021')).toBe('请输入正确的身份证号码');
    expect(zh(text({ pattern: 'idCard' }), '11010519491231002X')).toBeNull();
  });
  it('checked(min,max) counts the choices of a multi-select', () => {
    const skills = multiDict('weld_process', { checked: { min: 2, max: 3 } });
    expect(zh(skills, 'a')).toBe('最少选择2项');
    expect(zh(skills, 'a,b,c,d')).toBe('最多选择3项');
    expect(zh(skills, 'a,b')).toBeNull();
  });
  it('required(min,max) bounds a text in characters', () => {
    const name = text({ required: true, min: 2, max: 4 });
    expect(zh(name, '')).toBe('不能为空');
    expect(zh(name, '焊')).toBe('最小长度2位字符');
    expect(zh(name, '焊接机器人')).toBe('最大长度4位字符');
  });
  it('lists every preset with a label and a message in every language', () => {
    const options = presetOptions();
    expect(options.map((o) => o.value)).toEqual(Object.keys(PRESETS));
    for (const locale of ['zh_CN', 'en_US', 'ru_RU'] as const) {
      for (const o of options) {
        expect(translate(locale, o.labelKey), o.labelKey).not.toBe(o.labelKey);
        expect(translate(locale, o.messageKey), o.messageKey).not.toBe(o.messageKey);
      }
    }
  });
});
