import { runStart, type StartRequest, type StartStep } from './steps';

/** A dedicated worker: one lecture start, then it ends (starts.ts and boot.ts make one per start). */
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<StartRequest>) => void) | null;
  postMessage: (step: StartStep, transfer: Transferable[]) => void;
  close: () => void;
};

scope.onmessage = (event) => {
  void runStart(event.data, (step, transfer = []) => scope.postMessage(step, transfer)).finally(() => {
    scope.postMessage({ step: 'ended' }, []);
    scope.close();
  });
};
