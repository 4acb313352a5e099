import { runEarlyStart, type EarlyStartRequest, type EarlyStep } from './early-start-steps';

/** A dedicated worker: one early start, then it ends (early-start.ts makes one per start). */
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<EarlyStartRequest>) => void) | null;
  postMessage: (step: EarlyStep) => void;
  close: () => void;
};

scope.onmessage = (event) => {
  void runEarlyStart(event.data, (step) => scope.postMessage(step)).finally(() => scope.close());
};
