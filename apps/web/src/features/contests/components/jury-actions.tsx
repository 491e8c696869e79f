import { useCallback, useState, type ReactNode } from 'react';
import type { ContestDetail, ScoreboardRow } from '@codecourt/contracts';
import { juryTarget, type JuryTarget } from '@/features/contests/lib/jury-target';
import { ActionToast } from '@/features/contests/components/action-toast';
import { ChangeCategoryDialog } from '@/features/contests/components/change-category-dialog';
import { DisqualifyDialog } from '@/features/contests/components/disqualify-dialog';
import { ParticipantMenu, type JuryAction } from '@/features/contests/components/participant-menu';
import { RemoveParticipantDialog } from '@/features/contests/components/remove-participant-dialog';

type Chosen = { action: JuryAction; target: JuryTarget };

/**
 * The organiser's actions on the board's rows (issue #36): a menu for each row, and the one dialog chosen
 * from them, kept here so a board of many rows holds one dialog rather than three a row.
 */
export function useJuryActions(contest: ContestDetail): {
  menu: (row: ScoreboardRow) => ReactNode;
  dialogs: ReactNode;
} {
  const [chosen, setChosen] = useState<Chosen>();
  const [done, setDone] = useState<string>();
  const close = () => {
    setChosen(undefined);
  };
  const finish = (message: string) => {
    setChosen(undefined);
    setDone(message);
  };
  const gone = useCallback(() => {
    setDone(undefined);
  }, []);
  const menu = (row: ScoreboardRow) => {
    const target = juryTarget(row);
    if (!target) return null;
    return (
      <ParticipantMenu
        name={target.name}
        categories={contest.categories.length > 0}
        ended={contest.status === 'Completed'}
        onChoose={(action) => {
          setChosen({ action, target });
        }}
      />
    );
  };
  const shared = { contestId: contest._id, onDone: finish, onClose: close };
  const dialogs = (
    <>
      {chosen?.action === 'category' && (
        <ChangeCategoryDialog
          key={chosen.target.userId}
          {...shared}
          categories={contest.categories}
          target={chosen.target}
        />
      )}
      {chosen?.action === 'disqualify' && (
        <DisqualifyDialog key={chosen.target.userId} {...shared} target={chosen.target} />
      )}
      {chosen?.action === 'remove' && (
        <RemoveParticipantDialog
          key={chosen.target.userId}
          {...shared}
          contestTitle={contest.title}
          target={chosen.target}
        />
      )}
      <ActionToast message={done} onGone={gone} />
    </>
  );
  return { menu, dialogs };
}
