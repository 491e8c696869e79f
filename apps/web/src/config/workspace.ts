/** Editor font size in pixels: the toolbar's - and + stop at these bounds. */
export const EDITOR_FONT_SIZE = { default: 14, min: 8, max: 30 } as const;
/** The problem pane's share of the workspace width, in percent; the splitter stops at these bounds. */
export const SPLIT_PERCENT = { default: 50, min: 20, max: 80 } as const;

/** The problem pane's tabs, in the order they are shown. */
export const PROBLEM_TABS = [
  'description',
  'editorial',
  'solutions',
  'discussions',
  'submissions',
  'notes',
  'chatAI',
] as const;
export type ProblemTab = (typeof PROBLEM_TABS)[number];
/** The bottom panel: "code" leaves the editor the whole height, the others open a console. */
export const BOTTOM_PANEL_VIEWS = ['code', 'testcase', 'result'] as const;
export type BottomPanelView = (typeof BOTTOM_PANEL_VIEWS)[number];
/** How long typing must pause before the draft is written to localStorage. */
export const DRAFT_SAVE_DELAY_MS = 300;
/** The console's height in pixels under the editor; its splitter stops at these bounds. */
export const CONSOLE_HEIGHT = { default: 260, min: 120, max: 640 } as const;
/** What the Run and Submit buttons' tooltips show (the keys are handled by the workspace). */
export const SHORTCUT_HINTS = { run: 'Ctrl/Cmd+Enter', submit: 'Ctrl/Cmd+Shift+Enter' } as const;
/** On a phone, the editor's panes follow the problem's tabs in the one tab bar; one of them shows at a time. */
export const PHONE_EDITOR_TABS = ['code', 'result'] as const;
export type PhoneEditorTab = (typeof PHONE_EDITOR_TABS)[number];
export type WorkspaceTab = ProblemTab | PhoneEditorTab;
