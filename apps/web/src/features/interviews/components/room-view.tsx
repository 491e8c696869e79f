import { useMemo } from 'react';
import type { Interview, User } from '@codecourt/contracts';
import { useTheme } from '@/lib/theme';
import { usePeerRoom } from '@/features/interviews/api/peer-room';
import { useSharedDocument } from '@/features/interviews/hooks/use-shared-document';
import { usePresence } from '@/features/interviews/hooks/use-presence';
import { useSharedLanguage } from '@/features/interviews/hooks/use-shared-language';
import { useSharedRuns } from '@/features/interviews/hooks/use-shared-runs';
import { cursorStyles, participantColour } from '@/features/interviews/lib/cursor-styles';
import { RoomHeader } from '@/features/interviews/components/room-header';
import { ParticipantsBar } from '@/features/interviews/components/participants-bar';
import { RoomProblem } from '@/features/interviews/components/room-problem';
import { RoomEditorToolbar } from '@/features/interviews/components/editor-toolbar';
import { EditorBox } from '@/features/interviews/components/editor-box';
import { RunPanel, type RenderRun } from '@/features/interviews/components/run-panel';
import { InterviewerPanel } from '@/features/interviews/components/interviewer-panel';
import { CandidateFeedback } from '@/features/interviews/components/candidate-feedback';
import { ReplayPlayer } from '@/features/interviews/components/replay-player';
import { PeerRoomPanels } from '@/features/interviews/components/peer-room-panels';

const PANEL = 'rounded-box border border-base-300 bg-base-100 p-4';

type Props = { room: Interview; user: User; renderRun: RenderRun };

/** The room: who is here, the problem, the shared editor, the runs, and each role's own panel. */
export function RoomView({ room, user, renderRun }: Props) {
  const role = room.participants.find((person) => person.userId === user._id)?.role ?? 'observer';
  const colourOf = useMemo(() => {
    const order = room.participants.map((person) => person.userId);
    return (userId: string) => participantColour(order.indexOf(userId));
  }, [room.participants]);
  const readOnly =
    room.status === 'ended'
      ? 'Read-only: the interview has ended'
      : role === 'observer'
        ? 'Observing: read-only'
        : null;
  const shared = useSharedDocument(room._id, {
    userId: user._id,
    name: user.firstName,
    colour: colourOf(user._id),
  });
  const presence = usePresence(shared?.awareness);
  // A peer room's language is the one its peers were matched on: wait for it before storing a default.
  const peerRoom = usePeerRoom(room._id, room.mode === 'peer');
  const [language, setLanguage] = useSharedLanguage(
    shared?.doc,
    shared?.status === 'connected' &&
      readOnly === null &&
      (room.mode !== 'peer' || peerRoom.data !== undefined),
    peerRoom.data?.language,
  );
  const runs = useSharedRuns(shared?.doc);
  const { theme } = useTheme();
  const others = presence.filter(({ clientId }) => clientId !== shared?.doc.clientID);
  const ended = room.status === 'ended';
  // A peer room's two take turns: its own panels replace the hosted room's problem and role panels.
  const peer = room.mode === 'peer';

  return (
    <div className="flex flex-col">
      <style>
        {cursorStyles(
          others.map(({ clientId, user: person }) => ({
            clientId,
            name: person.name,
            colour: person.colour,
          })),
        )}
      </style>
      <RoomHeader room={room} role={role}>
        <ParticipantsBar room={room} presence={presence} colourOf={colourOf} />
      </RoomHeader>
      {/* One grid: on a phone the problem, the editor and runs, then each role's own panel; on a wide screen
          the problem and that panel share the left column beside the editor. */}
      <div className="grid gap-4 p-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:grid-rows-[auto_1fr] lg:items-start">
        {peer ? (
          <PeerRoomPanels
            room={room}
            userId={user._id}
            problemClass={`${PANEL} min-w-0 lg:col-start-1 lg:row-start-1`}
            panelClass={`${PANEL} min-w-0 lg:col-start-1 lg:row-start-2`}
          />
        ) : (
          <div className={`${PANEL} min-w-0 lg:col-start-1 lg:row-start-1`}>
            <RoomProblem room={room} role={role} />
          </div>
        )}
        <div className="flex min-w-0 flex-col gap-4 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          {ended && (
            <div className={PANEL}>
              <ReplayPlayer interviewId={room._id} renderRun={renderRun} />
            </div>
          )}
          <div className="flex flex-col overflow-hidden rounded-box border border-base-300 bg-base-100">
            <RoomEditorToolbar
              language={language}
              onLanguageChange={setLanguage}
              readOnly={readOnly}
              status={shared?.status ?? 'connecting'}
            />
            <div className="h-[55vh] min-h-72" data-testid="room-editor">
              {shared && (
                <EditorBox
                  doc={shared.doc}
                  awareness={shared.awareness}
                  language={language}
                  readOnly={readOnly !== null}
                  theme={theme}
                />
              )}
            </div>
          </div>
          <div className={PANEL}>
            <RunPanel
              interviewId={room._id}
              runs={runs}
              canRun={room.status === 'running' && role !== 'observer'}
              renderRun={renderRun}
            />
          </div>
        </div>
        {role === 'interviewer' && !peer && (
          <div className={`${PANEL} min-w-0 lg:col-start-1 lg:row-start-2`} data-testid="interviewer-panel">
            <InterviewerPanel room={room} />
          </div>
        )}
        {role === 'candidate' && ended && !peer && (
          <div className={`${PANEL} min-w-0 lg:col-start-1 lg:row-start-2`}>
            <CandidateFeedback interviewId={room._id} shared={room.feedbackShared} />
          </div>
        )}
      </div>
    </div>
  );
}
