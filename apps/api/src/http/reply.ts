import { codes } from '@school/contracts';

/** The success envelope. Every route answers through this (or a cached body built from it). */
export function ok<T>(data: T, message: string = codes.OK.message) {
  return { code: codes.OK.code, message, data };
}
