import { useState } from 'react';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { dropOffline, saveOffline, type SavedLecture } from './save-offline';

/** Codes after which this device may no longer keep the lecture: no access any more (refund, expiry), gone. */
const LOST = new Set(['3004', '3010', '8400']);

/**
 * Saving (or renewing) a lecture on this device, for the lecture page's button and the offline player alike: the
 * saved lecture, whether a save is under way and its Korean message; a refusal that ends the right to keep it drops
 * what this device held.
 */
export function useSaveOffline(lcNo: number, initial: () => SavedLecture | null) {
  const [saved, setSaved] = useState<SavedLecture | null>(initial);
  const [state, setState] = useState<{ busy: boolean; message: string | null }>({ busy: false, message: null });
  const save = async () => {
    setState({ busy: true, message: null });
    try {
      setSaved(await saveOffline(lcNo));
      setState({ busy: false, message: '이 기기에 저장했습니다. 인터넷 없이도 볼 수 있습니다.' });
    } catch (error) {
      if (error instanceof ApiError && LOST.has(error.code)) {
        await dropOffline(lcNo);
        setSaved(null);
      }
      setState({ busy: false, message: error instanceof ApiError || !(error instanceof Error) ? errorMessage(error) : error.message });
    }
  };
  return { saved, state, save };
}
