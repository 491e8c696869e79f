import { useRef, type KeyboardEvent } from 'react';
import {
  BookOpen,
  Bot,
  Code2,
  FileText,
  FlaskConical,
  History,
  MessagesSquare,
  NotebookPen,
  SquareTerminal,
  type LucideIcon,
} from 'lucide-react';
import { PROBLEM_TABS, type WorkspaceTab } from '@/config/workspace';

export const TAB_META: Record<WorkspaceTab, { label: string; icon: LucideIcon }> = {
  description: { label: 'Description', icon: FileText },
  editorial: { label: 'Editorial', icon: BookOpen },
  solutions: { label: 'Solutions', icon: FlaskConical },
  discussions: { label: 'Discussions', icon: MessagesSquare },
  submissions: { label: 'Submissions', icon: History },
  notes: { label: 'Notes', icon: NotebookPen },
  chatAI: { label: 'AI Help', icon: Bot },
  code: { label: 'Code', icon: Code2 },
  result: { label: 'Result', icon: SquareTerminal },
};

/** The editor's pane, which the phone's Code and Result tabs control. */
export const EDITOR_PANEL_ID = 'workspace-editor';
export const tabId = (tab: WorkspaceTab) => `problem-tab-${tab}`;
export const panelId = (tab: WorkspaceTab) =>
  tab === 'code' || tab === 'result' ? EDITOR_PANEL_ID : `problem-panel-${tab}`;

type Props<Tab extends WorkspaceTab> = {
  active: Tab;
  onSelect: (tab: Tab) => void;
  /** The tabs offered; all of them unless a mode turns some off (a contest: no AI help, no solutions). */
  tabs?: readonly Tab[];
  /** The bar's name for assistive technology. */
  label?: string;
  testId?: string;
};

/**
 * WAI-ARIA tabs: arrow keys, Home and End move between them. On a wide screen they are the problem's tabs;
 * on a phone the same bar also holds the editor's Code and Result, so the workspace has one bar.
 */
export function ProblemTabs<Tab extends WorkspaceTab>({
  active,
  onSelect,
  tabs = PROBLEM_TABS as readonly WorkspaceTab[] as readonly Tab[],
  label = 'Problem',
  testId,
}: Props<Tab>) {
  const list = useRef<HTMLDivElement>(null);

  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.indexOf(active);
    const moves: Record<string, number> = {
      ArrowRight: (index + 1) % tabs.length,
      ArrowLeft: (index - 1 + tabs.length) % tabs.length,
      Home: 0,
      End: tabs.length - 1,
    };
    const target = tabs[moves[event.key] ?? -1];
    if (target === undefined) return;
    event.preventDefault();
    onSelect(target);
    list.current?.querySelector<HTMLButtonElement>(`#${tabId(target)}`)?.focus();
  };

  return (
    <div
      ref={list}
      role="tablist"
      aria-label={label}
      // A half-width pane on a laptop (1366 px) is too narrow for seven tabs with icons: the icons go first, then
      // the tabs wrap, so no tab is ever hidden behind a scroll. A phone's one bar scrolls instead.
      className="@container flex shrink-0 gap-1 overflow-x-auto border-b border-base-300 bg-base-200/40 px-2 py-1.5 lg:flex-wrap"
      onKeyDown={onKeyDown}
      data-testid={testId}
    >
      {tabs.map((tab) => {
        const { label, icon: Icon } = TAB_META[tab];
        const selected = tab === active;
        return (
          <button
            key={tab}
            id={tabId(tab)}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={panelId(tab)}
            tabIndex={selected ? 0 : -1}
            className={`flex shrink-0 items-center gap-1.5 rounded-field px-2.5 py-1.5 text-sm font-medium transition-colors ${
              selected
                ? 'bg-base-100 text-base-content shadow-sm'
                : 'text-base-content/75 hover:bg-base-100/70 hover:text-base-content'
            }`}
            onClick={() => {
              onSelect(tab);
            }}
          >
            <Icon
              className={`size-4 lg:@max-3xl:hidden ${selected ? 'text-primary' : ''}`}
              aria-hidden="true"
            />
            {label}
          </button>
        );
      })}
    </div>
  );
}
