/**
 * Where the active option of a combobox's listbox goes for a key (WAI-ARIA combobox pattern):
 * ↓/↑ move and wrap, Home/End jump, -1 means "no active option" (focus stays in the text box).
 * Returns undefined for keys the list does not handle.
 */
export function nextActiveIndex(key: string, current: number, count: number): number | undefined {
  if (count <= 0) return key === 'ArrowDown' || key === 'ArrowUp' ? -1 : undefined;
  switch (key) {
    case 'ArrowDown':
      return current < 0 || current >= count - 1 ? 0 : current + 1;
    case 'ArrowUp':
      return current <= 0 ? count - 1 : current - 1;
    case 'Escape':
      return -1;
    default:
      return undefined;
  }
}
