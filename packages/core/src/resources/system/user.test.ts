import { describe, expect, it } from 'vitest';
import { validateField } from '../../validation';
import { isStrongPassword } from '../../validation/patterns';
import { user } from './user';

describe('user definition', () => {
  it('checks passwords exactly as the policy does, with the spec text', () => {
    for (const sample of [
      'Weld!2026x',
      'abc12345',
      'ABCdef!!',
      'Ab1!',
      'Ab1! spaced',
      'Пароль1!A',
      `Aa1!${'x'.repeat(61)}`,
      'Aa1!5678',
    ]) {
      const problem = validateField(user.fields.password, sample);
      expect(problem === null, sample).toBe(isStrongPassword(sample));
      if (problem) expect(problem).toBe('server.password.weak');
    }
  });

  it('allows letters, digits and underscore in usernames of 4 to 18 characters', () => {
    expect(validateField(user.fields.username, 'welder_01')).toBeNull();
    expect(validateField(user.fields.username, 'we-01')).toBe('server.validation.username');
    expect(validateField(user.fields.username, 'abc')).not.toBeNull();
  });

  it('keeps the password out of lists, searches and answers', () => {
    expect(user.fields.password).toMatchObject({ list: false, search: false, sort: false, detail: false });
  });
});
