import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { header } from '../header-info';
import { PageFallback } from './page-fallback';

// Issue 48: on a slow network the frame around a page is drawn while the first page's code still loads.
describe('PageFallback', () => {
  it('draws the layout and the page title while the first page is still loading', async () => {
    const router = createMemoryRouter(
      [
        {
          element: (
            <div>
              <nav aria-label="하단 메뉴">
                <a href="/">홈</a>
              </nav>
              <Outlet />
            </div>
          ),
          children: [
            {
              hydrateFallbackElement: <PageFallback />,
              children: [{ path: 'my/class', lazy: () => new Promise(() => undefined), handle: header('내 강의실') }],
            },
          ],
        },
      ],
      { initialEntries: ['/my/class'] },
    );
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('status', { name: '페이지를 불러오는 중입니다' })).toHaveTextContent('내 강의실');
    expect(screen.getByRole('link', { name: '홈' })).toBeInTheDocument();
  });
});
