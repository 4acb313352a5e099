import { describe, expect, it } from 'vitest';
import { endpoint, fillPath } from './endpoint.ts';

describe('endpoint objects', () => {
  it('fill their path params, encoded, and refuse a missing one', () => {
    expect(fillPath('/api/my/payment/:order_id/refund', { order_id: 'ord 1/2' })).toBe('/api/my/payment/ord%201%2F2/refund');
    expect(fillPath('/api/media/hls/:lc_no/:token/key/:kid.key', { lc_no: 3, token: 't', kid: 'k1' })).toBe('/api/media/hls/3/t/key/k1.key');
    expect(() => fillPath('/api/rs/main/:id', {})).toThrow(':id');
  });

  it('are checked by the compiler: schema names, codes and the path params (npm run typecheck fails otherwise)', () => {
    const declared = () => [
      endpoint({ method: 'GET', path: '/api/rs/main/:id', params: 'courseIdParams', summary: 's', tags: [] }),
      // @ts-expect-error the path names :course_sn, the schema `id`
      endpoint({ method: 'GET', path: '/api/rs/main/:course_sn', params: 'courseIdParams', summary: 's', tags: [] }),
      // @ts-expect-error the path has :id but no params schema
      endpoint({ method: 'GET', path: '/api/rs/main/:id', summary: 's', tags: [] }),
      // @ts-expect-error no such schema
      endpoint({ method: 'GET', path: '/api/x', response: 'courseListResponsee', summary: 's', tags: [] }),
      // @ts-expect-error no such code
      endpoint({ method: 'GET', path: '/api/x', summary: 's', tags: [], errors: ['COURSE_LOST'] }),
      // @ts-expect-error the path starts with /api/
      endpoint({ method: 'GET', path: '/course/list', summary: 's', tags: [] }),
    ];
    expect(declared).toBeTypeOf('function');
  });
});
