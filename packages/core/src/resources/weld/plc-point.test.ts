import { describe, expect, it } from 'vitest';
import { plcAddressValid, plcValueProblem } from './plc-point';

describe('PLC data point rules', () => {
  it('accepts the address forms of each protocol and nothing of another', () => {
    for (const a of ['DB1.DBD0', 'DB1.DBX2.3', 'DB10.DBW4', 'DB2.DBB7'])
      expect(plcAddressValid('s7', a), a).toBe(true);
    for (const a of ['DB1.DBX2.8', 'DB1.DBD', 'M0.0', '40001', 'db1.dbd0'])
      expect(plcAddressValid('s7', a), a).toBe(false);
    for (const a of ['40001', '400001', '30010', 'HR100', 'CO1'])
      expect(plcAddressValid('modbus', a), a).toBe(true);
    for (const a of ['4000', 'HR', 'DB1.DBD0', '90001']) expect(plcAddressValid('modbus', a), a).toBe(false);
    for (const a of ['ns=2;s=Line1.Current', 'ns=0;i=2258'])
      expect(plcAddressValid('opcua', a), a).toBe(true);
    for (const a of ['s=Line1', 'ns=2;x=1', 'ns=2;s=']) expect(plcAddressValid('opcua', a), a).toBe(false);
    expect(plcAddressValid('profinet', 'DB1.DBD0')).toBe(false);
  });

  it('fits raw values to their data type', () => {
    expect(plcValueProblem('BOOL', true)).toBeNull();
    expect(plcValueProblem('BOOL', 1)).toBeNull();
    expect(plcValueProblem('BOOL', 2)).toBe('bool');
    expect(plcValueProblem('INT', 32767)).toBeNull();
    expect(plcValueProblem('INT', 32768)).toBe('range');
    expect(plcValueProblem('INT', 1.5)).toBe('integer');
    expect(plcValueProblem('DINT', -2147483648)).toBeNull();
    expect(plcValueProblem('WORD', -1)).toBe('range');
    expect(plcValueProblem('REAL', 12.75)).toBeNull();
    expect(plcValueProblem('REAL', '12')).toBe('number');
    expect(plcValueProblem('REAL', Number.NaN)).toBe('number');
  });
});
