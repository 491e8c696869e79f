/** Editor font size in pixels: the toolbar's - and + stop at these bounds. */
export const EDITOR_FONT_SIZE = { default: 14, min: 8, max: 30 } as const;
/** The problem pane's share of the workspace width, in percent; the splitter stops at these bounds. */
export const SPLIT_PERCENT = { default: 50, min: 20, max: 80 } as const;

/** The problem pane's tabs, in the order they are shown. */
export const PROBLEM_TABS = ['description', 'editorial', 'solutions', 'submissions', 'chatAI'] as const;
export type ProblemTab = (typeof PROBLEM_TABS)[number];
/** The bottom panel: "code" leaves the editor the whole height, the others open a console. */
export const BOTTOM_PANEL_VIEWS = ['code', 'testcase', 'result'] as const;
export type BottomPanelView = (typeof BOTTOM_PANEL_VIEWS)[number];
