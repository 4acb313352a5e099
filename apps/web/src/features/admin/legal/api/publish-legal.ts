import type { LegalType } from '@school/contracts';
import type { LegalPublishBody } from '@school/contracts/admin';
import { useConsoleMutation } from '../../api/console-mutation';

/** POST /api/admin/legal/{type}: publish a new version (announced now, in force from its day). */
export const usePublishLegal = () => useConsoleMutation<{ type: LegalType; body: LegalPublishBody }, { version: number }>((v) => `/api/admin/legal/${v.type}`, (v) => v.body);
