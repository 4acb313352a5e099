import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { validatorWithQueryMemo } from './query-validation.ts';

const schema = z.strictObject({ page: z.coerce.number().int().min(1, { message: '페이지는 1 이상이어야 합니다.' }).default(1) });
type Result = { value?: unknown; error?: unknown };
const compile = (httpPart: string) => validatorWithQueryMemo({ schema, httpPart, method: 'GET', url: '/x' }) as (data: unknown) => Result;

describe('query validation with accepted queries remembered', () => {
  it('answers a repeated query with the same checked value, which no handler can change', () => {
    const validate = compile('querystring');
    const first = validate({ page: '2' });
    expect(first.value).toEqual({ page: 2 });
    expect(validate({ page: '2' })).toBe(first);
    expect(Object.isFrozen(first.value)).toBe(true);
    expect(validate({ page: '3' }).value).toEqual({ page: 3 });
  });

  it('checks a refused query every time, with its Korean message', () => {
    const validate = compile('querystring');
    for (let i = 0; i < 2; i++) expect(JSON.stringify(validate({ page: '0' }).error)).toContain('페이지는 1 이상이어야 합니다.');
  });

  it('remembers path parameters the same way (a course or teacher page asked again and again)', () => {
    const validate = compile('params');
    const first = validate({ page: '7' });
    expect(validate({ page: '7' })).toBe(first);
    expect(Object.isFrozen(first.value)).toBe(true);
  });

  it('leaves bodies to the plain validator', () => {
    const validate = compile('body');
    const first = validate({ page: '2' });
    expect(validate({ page: '2' })).not.toBe(first);
  });
});
