/**
 * The database channel every committed problem write notifies (create, update, delete, import, seed),
 * from this process or any other on the same database: the public documents' cache listens to it.
 */
export const PROBLEM_CHANGES_CHANNEL = 'codecourt_problem_changes';
