import type { Problem, TutorResult } from '@codecourt/contracts';
import type { ProblemTab } from '@/config/workspace';
import type { EditorLanguageId } from '@/lib/editor-languages';
import { ProblemActions } from '@/app/routes/problem/problem-actions';
import { AiHelpPanel } from '@/features/ai-help/components/ai-help-panel';
import { DiscussionsPanel } from '@/features/discussions/components/discussions-panel';
import { NotesPanel } from '@/features/notes/components/notes-panel';
import { DescriptionPanel } from '@/features/problem-statement/components/description-panel';
import { EditorialPanel } from '@/features/problem-statement/components/editorial-panel';
import { ProblemTabs, panelId, tabId } from '@/features/problem-statement/components/problem-tabs';
import { SolutionsPanel } from '@/features/problem-statement/components/solutions-panel';
import { SubmissionsPanel } from '@/features/submissions/components/submissions-panel';

type Props = {
  problem: Problem;
  tab: ProblemTab;
  onTabChange: (tab: ProblemTab) => void;
  /** undefined until the session check has answered. */
  signedIn: boolean | undefined;
  language: EditorLanguageId;
  /** The editor's current content, for the AI tutor. */
  code: string;
  /** The last Run or Submit result, for the AI tutor. */
  lastResult?: TutorResult;
  onUseSolution: (language: EditorLanguageId, code: string) => void;
  /** The editorial's solution video started playing: the user took the editorial's solution. */
  onEditorialPlayed: () => void;
  onOpenInEditor: (language: EditorLanguageId, code: string) => void;
  /** A contest's workspace: only these tabs, and no discussions or bookmark (they would show the problem around). */
  contestTabs?: readonly ProblemTab[];
  /** False on a phone, where the workspace's one tab bar above both panes holds these tabs. */
  showTabs: boolean;
};

export function ProblemPane(props: Props) {
  const { problem } = props;
  // A tab a contest turns off is never drawn, whatever asked for it.
  const tab = props.contestTabs && !props.contestTabs.includes(props.tab) ? 'description' : props.tab;
  return (
    <>
      {props.showTabs && <ProblemTabs active={tab} onSelect={props.onTabChange} tabs={props.contestTabs} />}
      {!props.contestTabs && <ProblemActions problemId={problem._id} />}
      <div
        role="tabpanel"
        id={panelId(tab)}
        aria-labelledby={tabId(tab)}
        tabIndex={0}
        className="min-h-0 flex-1 overflow-y-auto px-5 py-5 outline-none"
      >
        {tab === 'description' && <DescriptionPanel problem={problem} />}
        {tab === 'editorial' && (
          <EditorialPanel
            problem={problem}
            onPlay={props.onEditorialPlayed}
            onOpenSolutions={() => {
              props.onTabChange('solutions');
            }}
          />
        )}
        {tab === 'solutions' && (
          <SolutionsPanel problem={problem} preferred={props.language} onUse={props.onUseSolution} />
        )}
        {tab === 'discussions' && <DiscussionsPanel problemId={problem._id} />}
        {tab === 'submissions' &&
          (props.signedIn === undefined ? (
            <span className="skeleton block h-32 w-full" role="status" aria-label="Checking your session" />
          ) : (
            <SubmissionsPanel
              problemId={problem._id}
              signedIn={props.signedIn}
              onOpenInEditor={props.onOpenInEditor}
            />
          ))}
        {tab === 'notes' &&
          (props.signedIn === undefined ? (
            <span className="skeleton block h-32 w-full" role="status" aria-label="Checking your session" />
          ) : props.signedIn ? (
            <NotesPanel problemId={problem._id} />
          ) : (
            <p className="text-sm text-base-content/75">Sign in to keep a private note on this problem.</p>
          ))}
        {tab === 'chatAI' && (
          <AiHelpPanel
            problem={problem}
            code={props.code}
            language={props.language}
            lastResult={props.lastResult}
            signedIn={props.signedIn}
          />
        )}
      </div>
    </>
  );
}
