import { studioApi } from '@school/contracts/endpoints';
import { apiCall } from '../../../lib/api-client';
import { downloadWithSession } from '../../../lib/download-file';
import { studioClient } from '../../../lib/http-client';

/** Downloads a studio file (a statement's PDF or CSV) with the studio session's token. */
export const downloadStudioFile = (url: string, filename: string): Promise<void> => downloadWithSession(studioClient, () => apiCall(studioApi.me), url, filename);
