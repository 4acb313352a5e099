import {
  CONTACT_PATH,
  contactBody,
  contactReceipt,
  envelope,
  faqListQuery,
  faqListResponse,
  inquiryBody,
  inquiryDetail,
  inquiryIdParams,
  inquiryListQuery,
  inquiryListResponse,
  noticeDetail,
  noticeIdParams,
  noticeListQuery,
  noticeListResponse,
} from '@school/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberOf } from '../../http/auth.ts';
import { ok } from '../../http/reply.ts';
import type { CsService } from './cs.service.ts';

const security = [{ bearer: [] }];

/** Customer centre: public notices and FAQ; 1:1 inquiries for members, each seeing only their own. */
export const csRoutes: FastifyPluginAsyncZod<{ cs: CsService }> = async (app, { cs }) => {
  app.get(
    '/cs/notice',
    { schema: { tags: ['cs'], summary: '공지사항 목록 (분류, 고정글, 검색, 페이지)', querystring: noticeListQuery, response: { 200: envelope(noticeListResponse) } } },
    async (request) => ok(await cs.notices(request.query)),
  );
  app.get(
    '/cs/notice/:id',
    { schema: { tags: ['cs'], summary: '공지사항 상세', params: noticeIdParams, response: { 200: envelope(noticeDetail) } } },
    async (request) => ok(await cs.notice(request.params.id)),
  );
  app.get(
    '/cs/faq',
    { schema: { tags: ['cs'], summary: '자주 묻는 질문 (분류, 검색)', querystring: faqListQuery, response: { 200: envelope(faqListResponse) } } },
    async (request) => ok(await cs.faq(request.query)),
  );

  app.post(
    CONTACT_PATH.slice('/api'.length),
    { schema: { tags: ['cs'], summary: '고객센터 문의 (로그인 없이, 답변은 메일로)', body: contactBody, response: { 200: envelope(contactReceipt) } } },
    async (request) => ok(await cs.contact(request.body, request.ip), '문의가 접수되었습니다. 답변은 적어 주신 메일로 보내 드립니다.'),
  );

  const mine = { preHandler: app.requireMember };
  app.get(
    '/my/cs/inquiry',
    { ...mine, schema: { tags: ['cs'], summary: '내 1:1 문의 목록', security, querystring: inquiryListQuery, response: { 200: envelope(inquiryListResponse) } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return ok(await cs.inquiries(memberOf(request).memberId, request.query.page, request.query.size));
    },
  );
  app.get(
    '/my/cs/inquiry/:id',
    { ...mine, schema: { tags: ['cs'], summary: '내 1:1 문의 상세 (본인 문의만)', security, params: inquiryIdParams, response: { 200: envelope(inquiryDetail) } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return ok(await cs.inquiry(memberOf(request).memberId, request.params.id));
    },
  );
  app.post(
    '/my/cs/inquiry',
    {
      ...mine,
      schema: { tags: ['cs'], summary: '1:1 문의 작성', security, body: inquiryBody, response: { 200: envelope(inquiryDetail) } },
    },
    async (request) => ok(await cs.ask(memberOf(request).memberId, request.body), '문의가 접수되었습니다. 답변이 등록되면 이곳에서 확인할 수 있습니다.'),
  );
};
