import { endpoint } from '../endpoint.ts';

// The course category tree of the side menu (apps/api/src/modules/menu), under two paths.

export const menu = endpoint({
  method: 'GET',
  path: '/api/comm/menu',
  response: 'menuResponse',
  summary: '강의 카테고리 트리 (사이드 메뉴)',
  tags: ['menu'],
});

/** The specification's name for the app-start menu call (its call table: `GET /api/comm/rs/menu`, no payload). */
export const appMenu = endpoint({
  method: 'GET',
  path: '/api/comm/rs/menu',
  response: 'menuResponse',
  summary: '앱 시작 메뉴 (명세의 경로, /comm/menu와 같은 응답)',
  tags: ['menu'],
});
