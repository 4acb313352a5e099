import type { LegalType } from '@school/contracts';
import type { LegalPublishBody } from '@school/contracts/admin';
import { fillPath, legalApi } from '@school/contracts/endpoints';
import { useConsoleMutation } from '../../api/console-mutation';

/** Publish a new version (announced now, in force from its day). */
export const usePublishLegal = () => useConsoleMutation<{ type: LegalType; body: LegalPublishBody }, { version: number }>((v) => fillPath(legalApi.publish.path, { type: v.type }), (v) => v.body);
