import type { EventTab } from '@school/contracts';
import { eventTabs } from '@school/contracts/plain';
import type { TabLink } from '../../../components/ui/tab-links';

/** The tab from the address (?tab=); anything else is the default tab. */
export function tabFrom(value: string | null): EventTab {
  return value === 'upcoming' || value === 'ended' ? value : 'ongoing';
}

export function pageFrom(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= 1000 ? n : 1;
}

export const tabLinks = (base: string, ongoingLabel: string = eventTabs.ongoing): TabLink[] =>
  (Object.keys(eventTabs) as EventTab[]).map((key) => ({ key, label: key === 'ongoing' ? ongoingLabel : eventTabs[key], to: `${base}?tab=${key}` }));

export const statusTone = (status: EventTab) => (status === 'ongoing' ? 'accent' : status === 'upcoming' ? 'amber' : 'slate');

/** 2026-11-23 → 2026.11.23 */
export const dotDate = (date: string) => date.replaceAll('-', '.');
