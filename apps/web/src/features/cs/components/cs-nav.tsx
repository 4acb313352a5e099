import { TabLinks } from '../../../components/ui/tab-links';

const sections = [
  { key: 'notice', label: '공지사항', to: '/cs/notice' },
  { key: 'faq', label: '자주 묻는 질문', to: '/cs/faq' },
  { key: 'inquiry', label: '1:1 문의', to: '/cs/inquiry' },
];

/** The customer centre's title and its three sections. */
export function CsHeader({ current }: { current: 'notice' | 'faq' | 'inquiry' }) {
  return (
    <>
      <h1 className="text-2xl font-extrabold text-slate-900">고객센터</h1>
      <div className="mt-4">
        <TabLinks tabs={sections} current={current} label="고객센터 메뉴" />
      </div>
    </>
  );
}
