/**
 * A page the server rendered can be used before its code has arrived (decision 076). Links work as they are;
 * a tap on a button, a form sent, text typed and a choice made in a list meanwhile are held, then carried out
 * once the app has taken the page over, instead of being lost. Only the last tap or submit is carried out: a
 * person who tapped twice because nothing happened meant it once.
 */
const CONTROL = 'button, input[type="submit"], input[type="button"], [role="button"]:not(a[href])';
const TEXT_TYPES = new Set(['text', 'search', 'email', 'tel', 'number', 'url', 'password']);

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

export interface EarlyInput {
  /** The app has taken over: what was typed or chosen reaches its state, then the held action runs. */
  release: () => void;
  /** The app could not start: the page goes back to what the browser does by itself. */
  stop: () => void;
}

export function holdEarlyInput(root: HTMLElement): EarlyInput {
  let held: (() => void) | null = null;
  const changed = new Map<Field, string>();
  const onClick = (event: MouseEvent) => {
    const control = event.target instanceof Element ? event.target.closest<HTMLElement>(CONTROL) : null;
    if (!control || !root.contains(control) || control.matches(':disabled')) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held = () => control.click();
  };
  const onSubmit = (event: SubmitEvent) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !root.contains(form)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    const submitter = event.submitter;
    held = () => form.requestSubmit(submitter && form.contains(submitter) ? submitter : undefined);
  };
  const onChange = (event: Event) => {
    const field = event.target;
    const kept =
      field instanceof HTMLSelectElement || field instanceof HTMLTextAreaElement || (field instanceof HTMLInputElement && TEXT_TYPES.has(field.type));
    if (kept && root.contains(field)) changed.set(field, field.value);
  };
  const listeners = [
    ['click', onClick],
    ['submit', onSubmit],
    ['input', onChange],
    ['change', onChange],
  ] as const;
  for (const [type, listener] of listeners) document.addEventListener(type, listener as EventListener, true);
  const stop = () => {
    for (const [type, listener] of listeners) document.removeEventListener(type, listener as EventListener, true);
  };
  return {
    stop,
    release() {
      stop();
      for (const [field, value] of changed) replayChange(field, value);
      const action = held;
      held = null;
      // A task later, so the state the replayed changes set is rendered before a handler reads it.
      if (action) setTimeout(action, 0);
    },
  };
}

/**
 * React keeps what was typed before hydration on screen but not in its state, and its change tracking already
 * holds the typed text, so no later event reports it. Setting the rendered value through React's tracker, then
 * the typed one through the element's own setter, lets one input event report the change as typing would. A
 * list's choice is reported by its change event alone.
 */
function replayChange(field: Field, value: string) {
  if (field instanceof HTMLSelectElement) {
    field.value = value;
    field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  const proto = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  field.value = field.defaultValue;
  Reflect.set(proto, 'value', value, field);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}
