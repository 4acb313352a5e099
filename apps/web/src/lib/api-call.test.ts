import { afterEach, describe, expect, expectTypeOf, it } from 'vitest';
import type { AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import type { CourseMainResponse } from '@school/contracts';
import { courseApi, playApi, type BodyOf } from '@school/contracts/endpoints';
import { apiCall } from './api-client';
import { callParsed } from './get-parsed';
import { apiClient } from './http-client';

// A body endpoint: the lecture start's.
const start = playApi.start;

const calls: InternalAxiosRequestConfig[] = [];
function answer(data: unknown) {
  apiClient.defaults.adapter = async (config): Promise<AxiosResponse> => {
    calls.push(config);
    return { data: { code: '0000', message: '성공', data }, status: 200, statusText: 'OK', headers: {}, config };
  };
}
afterEach(() => {
  calls.length = 0;
  delete apiClient.defaults.adapter;
});

describe('apiCall: the address, query and body come from the endpoint object', () => {
  it('fills the path params (encoded), passes the query and the body, and uses the endpoint method', async () => {
    answer({ lc_no: 7 });
    await apiCall(courseApi.list, { query: { ca_sn: 3, sort: 'popular' } });
    await apiCall(courseApi.cover, { params: { file: '12.svg' }, query: { v: '1' } });
    await apiCall(start, { body: { lc_no: 7 } });
    expect(calls.map((c) => [c.method, c.url, c.params as unknown])).toEqual([
      ['get', '/api/course/list', { ca_sn: 3, sort: 'popular' }],
      ['get', '/api/media/cover/12.svg', { v: '1' }],
      ['post', '/api/rs/auto', undefined],
    ]);
    expect(JSON.parse(String(calls[2]!.data))).toEqual({ lc_no: 7 });
  });

  it('checks the answer against the response schema by its name', async () => {
    answer({ nonsense: true });
    await expect(callParsed(courseApi.main, '강의', { params: { id: 1 } })).rejects.toThrow('강의 정보의 형식이 올바르지 않습니다.');
  });

  it('types params, query, body and the answer from the contract (npm run typecheck fails otherwise)', () => {
    // Typed only: a function never called, so no request leaves.
    expectTypeOf<ReturnType<typeof callParsed<typeof courseApi.main>>>().resolves.toEqualTypeOf<CourseMainResponse>();
    expectTypeOf<BodyOf<typeof start>>().toEqualTypeOf<{ lc_no: number }>();
    const unsent = () => {
      // @ts-expect-error a body of the wrong shape
      void apiCall(start, { body: { lc_no: '7' } });
      // @ts-expect-error an unknown body field
      void apiCall(start, { body: { lc_no: 7, course_sn: 1 } });
      // @ts-expect-error the body is required
      void apiCall(start);
      // @ts-expect-error the path has :id
      void apiCall(courseApi.main, { params: { course_sn: 1 } });
      // @ts-expect-error not a sort the list knows
      void apiCall(courseApi.list, { query: { sort: 'cheapest' } });
      // @ts-expect-error the list takes no body
      void apiCall(courseApi.list, { body: { ca_sn: 1 } });
    };
    expect(unsent).toBeTypeOf('function');
  });
});
