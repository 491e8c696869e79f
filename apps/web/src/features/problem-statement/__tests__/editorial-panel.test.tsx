// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { EditorialPanel } from '@/features/problem-statement/components/editorial-panel';

const noop = () => undefined;

afterEach(cleanup);

describe('EditorialPanel', () => {
  it('when the problem has a solution video, then it plays it with its poster and shows its length', () => {
    render(
      <EditorialPanel
        problem={{
          editorial: true,
          secureUrl: 'https://videos.example/two-sum.mp4',
          thumbnailUrl: 'https://videos.example/two-sum.jpg',
          duration: 725,
        }}
        onOpenSolutions={noop}
      />,
    );

    const video = screen.getByTestId('solution-video');
    expect(video.getAttribute('src')).toBe('https://videos.example/two-sum.mp4');
    expect(video.getAttribute('poster')).toBe('https://videos.example/two-sum.jpg');
    expect(video.hasAttribute('controls')).toBe(true);
    expect(screen.getByTestId('video-duration').textContent).toBe('12:05');
  });

  it('when the problem has no video, then a clear empty state points at the reference solutions', () => {
    render(<EditorialPanel problem={{ editorial: false }} onOpenSolutions={noop} />);

    expect(screen.queryByTestId('solution-video')).toBeNull();
    expect(screen.getByText('No editorial for this problem')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'See reference solutions' })).toBeTruthy();
  });
});
