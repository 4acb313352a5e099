import type { VersionStatus } from '@school/contracts/admin';

export const STATUS_LABEL: Record<VersionStatus, string> = {
  draft: '작성 중',
  submitted: '검토 중',
  returned: '돌려받음',
  approved: '승인됨',
  published: '공개됨',
};
