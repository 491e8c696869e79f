// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ContestDetail, RatingPrediction as Prediction } from '@codecourt/contracts';
import { createQueryClient } from '@/lib/query-client';
import { openPageOn, sendJson, startTestServer, type TestServer } from '@/testing/test-server';
import { RatingPrediction } from '@/features/contests/components/rating-prediction';

const SLOW = { timeout: 10_000 };
const contest: ContestDetail = {
  _id: '00000000-0000-4000-8000-0000000000c1',
  slug: 'rated-round',
  title: 'Rated round',
  format: 'icpc',
  status: 'Ongoing',
  startAt: '2026-11-27T03:00:00.000Z',
  endAt: '2026-11-27T05:00:00.000Z',
  freezeAt: null,
  windowMinutes: null,
  problemCount: 2,
  participants: 3,
  registered: true,
  teamSize: 1,
  medals: { gold: 0, silver: 0, bronze: 0 },
  categories: [],
  rated: true,
  ratingsFinalisedAt: null,
  description: '',
  penaltyMinutes: 20,
  registration: 'open',
  problems: [],
  participation: { startAt: '2026-11-27T03:00:00.000Z', endAt: '2026-11-27T05:00:00.000Z' },
  frozen: false,
};

let server: TestServer | undefined;
async function serve(prediction: Prediction): Promise<TestServer> {
  const started = await startTestServer((_request, response) => {
    sendJson(response, 200, prediction);
  });
  openPageOn(started, '/contests/rated-round');
  server = started;
  return started;
}

function renderPrediction(of: ContestDetail) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RatingPrediction contest={of} />
    </QueryClientProvider>,
  );
}

afterEach(async () => {
  cleanup();
  await server?.close();
  server = undefined;
});

describe('the live rating prediction', () => {
  it('when a participant of a running rated contest has submitted, then their predicted rating shows', async () => {
    const api = await serve({ rated: true, rank: 1, oldRating: 1500, predictedDelta: 65, participants: 3 });
    renderPrediction(contest);
    const shown = await screen.findByTestId('rating-prediction', {}, SLOW);
    expect(shown.textContent).toBe('Predicted rating: 1500 → 1565 (+65)');
    expect(api.requests.some((r) => r.path === `/ratings/contests/${contest._id}/prediction`)).toBe(true);
  });

  it('when the contest is not rated, then nothing is asked and nothing shows', async () => {
    const api = await serve({
      rated: false,
      rank: null,
      oldRating: 1500,
      predictedDelta: null,
      participants: 0,
    });
    renderPrediction({ ...contest, rated: false });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByTestId('rating-prediction')).toBeNull();
    expect(api.requests).toHaveLength(0);
  });
});
