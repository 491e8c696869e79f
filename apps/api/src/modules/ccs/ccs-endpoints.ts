/** The Contest API's collection endpoints we serve, each also read one object at a time (`/<endpoint>/<id>`). */
export const CCS_COLLECTIONS = [
  'judgement-types',
  'languages',
  'problems',
  'organizations',
  'teams',
  'submissions',
  'judgements',
  'runs',
  'clarifications',
  'awards',
] as const;
export type CcsCollection = (typeof CCS_COLLECTIONS)[number];
