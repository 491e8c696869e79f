import type { RequestHandler, Router } from 'express';
import {
  idParamSchema,
  joinPeerQueueRequestSchema,
  peerFeedbackRequestSchema,
  peerQueueStateSchema,
  peerRoomSchema,
} from '@codecourt/contracts';
import { signedInUser } from '../../../middleware/auth-context.js';
import { defineRoutes, routerOf } from '../../../middleware/route-definition.js';
import type { PeerRoomService } from './peer-room-service.js';
import type { QueueService } from './queue-service.js';

const PEER_ROOM_READ = {
  viewer: 'the user',
  queries: ['keepVisible'],
  note: 'the two problems’ ids only, each null where the user may no longer read it',
} as const;

/**
 * /api/interviews/queue and a peer room's own routes (issue #41 item 5). Mounted before the rooms' routes,
 * so `/api/interviews/queue` is never read as a room id.
 */
export const INTERVIEW_QUEUE_ROUTES = defineRoutes(
  { prefix: '/interviews', tag: 'interviews' },
  {
    join: {
      method: 'post',
      path: '/queue',
      summary:
        'Wait for a peer: a level and the languages the caller would code in. Two waiting users of one level sharing a language are matched into a peer room with two public problems of that level; the answer is the caller’s state (waiting, or matched with the room). Joining again while waiting changes the wish; while matched, 409',
      access: 'user',
      problemRead: {
        viewer: 'the user, read as an ordinary user',
        queries: ['listSummaries'],
        note: 'public problems of the level only; the room names them, each participant reads them',
      },
      body: joinPeerQueueRequestSchema,
      success: { status: 200, description: 'The caller’s state in the queue', schema: peerQueueStateSchema },
      errors: [400, 401, 409, 429],
    },
    state: {
      method: 'get',
      path: '/queue',
      summary:
        'The caller’s state: idle, waiting (since, until), matched (the room, arrive by), expired (nobody came in time) or missed (the caller did not arrive in time)',
      access: 'user',
      success: { status: 200, description: 'The caller’s state in the queue', schema: peerQueueStateSchema },
      errors: [401],
    },
    leave: {
      method: 'delete',
      path: '/queue',
      summary:
        'Leave the queue. A match whose room has not started is cancelled and the partner put back in the queue in their place; a running room is ended in the room instead (409)',
      access: 'user',
      success: { status: 200, description: 'Idle', schema: peerQueueStateSchema },
      errors: [401, 409],
    },
    peerRoom: {
      method: 'get',
      path: '/{id}/peer',
      summary:
        'A peer room as its two peers see it: the two problems, the half running (from startedAt and the duration), who interviews and who codes in it, who has arrived, whether it was cancelled (any other user: 404)',
      access: 'user',
      problemRead: PEER_ROOM_READ,
      params: idParamSchema,
      success: { status: 200, description: 'The peer room', schema: peerRoomSchema },
      errors: [401, 404],
    },
    arrive: {
      method: 'post',
      path: '/{id}/peer/arrive',
      summary:
        'The caller is in the peer room (before its arrival deadline): when both are, the clock starts. Too late, cancelled or ended: 409',
      access: 'user',
      problemRead: PEER_ROOM_READ,
      params: idParamSchema,
      success: { status: 200, description: 'The peer room', schema: peerRoomSchema },
      errors: [401, 404, 409],
    },
    feedback: {
      method: 'put',
      path: '/{id}/peer/feedback',
      summary:
        'One peer’s feedback on the other’s half as candidate (the room scorecard’s scores, recommendation and words), once both halves are over; replaced when written again, always shared with the partner, who reads it once they have given theirs. Before: 409',
      access: 'user',
      problemRead: PEER_ROOM_READ,
      params: idParamSchema,
      body: peerFeedbackRequestSchema,
      success: { status: 200, description: 'The peer room with the feedback', schema: peerRoomSchema },
      errors: [400, 401, 404, 409, 429],
    },
  },
);

export type InterviewQueueRoutesDeps = {
  queue: QueueService;
  peerRooms: PeerRoomService;
  requireAuth: RequestHandler;
  /** Per user, on joining the queue (each join may open a room) and on writing feedback. */
  queueLimiter: RequestHandler;
};

export function createInterviewQueueRoutes(deps: InterviewQueueRoutesDeps): Router {
  const { queue, peerRooms } = deps;
  return routerOf(INTERVIEW_QUEUE_ROUTES, deps, {
    join: {
      before: [deps.queueLimiter],
      handle: async (req, res, { body }) => {
        res.json(await queue.join(body, signedInUser(req)));
      },
    },
    state: async (req, res) => {
      res.json(await queue.state(signedInUser(req)));
    },
    leave: async (req, res) => {
      res.json(await queue.leave(signedInUser(req)));
    },
    peerRoom: async (req, res, { params }) => {
      res.json(await peerRooms.get(params.id, signedInUser(req)));
    },
    arrive: async (req, res, { params }) => {
      res.json(await peerRooms.arrive(params.id, signedInUser(req)));
    },
    feedback: {
      before: [deps.queueLimiter],
      handle: async (req, res, { params, body }) => {
        res.json(await peerRooms.giveFeedback(params.id, body, signedInUser(req)));
      },
    },
  });
}
