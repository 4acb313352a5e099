import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { searchResponse, type Envelope, type SearchResponse } from '@school/contracts';
import { searchApi } from '@school/contracts/endpoints';
import { apiCall, unwrap } from '../../../lib/api-client';
import { parseData } from '../../../lib/get-parsed';

export interface SearchResult {
  data: SearchResponse;
  /** The server's message: '검색 결과가 없습니다.' when nothing matched, shown as it is. */
  message: string;
}

/** Courses, lectures and teachers matching every word (초성 too), paged alike. */
export async function searchCatalogue(searchText: string, page = 1): Promise<SearchResult> {
  const envelope: Envelope<unknown> = await apiCall(searchApi.search, { query: { searchText, page } });
  // Not callParsed: the envelope's message is shown too.
  return { data: parseData(searchResponse, unwrap(envelope), '검색 결과', '검색 결과의 형식이 올바르지 않습니다.'), message: envelope.message };
}

export const searchQueryOptions = (searchText: string, page = 1) =>
  queryOptions({
    queryKey: ['comm', 'search', searchText, page],
    queryFn: () => searchCatalogue(searchText, page),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });

export const useSearch = (searchText: string, page = 1) => useQuery({ ...searchQueryOptions(searchText, page), enabled: searchText !== '' });
