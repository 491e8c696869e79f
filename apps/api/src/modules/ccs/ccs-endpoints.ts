/**
 * The Contest API's collection endpoints we serve, each also read one object at a time (`/<endpoint>/<id>`),
 * in the spec's order (the event feed sends them in it).
 */
export const CCS_COLLECTIONS = [
  'judgement-types',
  'languages',
  'problems',
  'groups',
  'organizations',
  'persons',
  'accounts',
  'teams',
  'submissions',
  'judgements',
  'runs',
  'clarifications',
  'awards',
] as const;
export type CcsCollection = (typeof CCS_COLLECTIONS)[number];
