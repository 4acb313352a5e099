import { myApi } from '@school/contracts/endpoints';
import { apiCall } from '../../../lib/api-client';
import { downloadWithSession } from '../../../lib/download-file';
import { consoleClient } from '../../../lib/http-client';

/** Downloads a console file (CSV, PDF) with the operator's token. */
export const downloadFile = (url: string, filename: string): Promise<void> =>
  downloadWithSession(consoleClient, () => apiCall(myApi.simpleUser, { console: true }), url, filename);
