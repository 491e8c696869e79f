import { describe, expect, it } from 'vitest';
import { ROUTE_TABLE } from '../../../route-table.js';
import { UNMATCHED_ROUTE, WEB_ROUTE, createRouteTemplates } from '../route-template.js';

const templateOf = createRouteTemplates(ROUTE_TABLE);
const ID = '0b0e4d53-8c1b-4a4e-9a55-6f3a1d8f2c10';

describe('route templates for the metrics labels', () => {
  it('when a path holds an id, then the label is the documented template, never the id', () => {
    expect(templateOf('GET', `/api/problem/problemById/${ID}`)).toBe('/api/problem/problemById/{id}');
    expect(templateOf('DELETE', `/api/tokens/${ID}`)).toBe('/api/tokens/{id}');
    expect(templateOf('POST', `/api/submission/submit/${ID}?wait=false`)).toBe(
      '/api/submission/submit/{problemId}',
    );
  });

  it('when a literal route and a parameter route both fit, then the literal one wins', () => {
    expect(templateOf('GET', '/judge0/submissions/batch?tokens=a,b')).toBe('/judge0/submissions/batch');
    expect(templateOf('GET', '/judge0/submissions/some-token')).toBe('/judge0/submissions/{token}');
  });

  it('when the method is HEAD or the path ends in a slash, then it maps like the GET without it', () => {
    expect(templateOf('HEAD', '/api/health')).toBe('/api/health');
    expect(templateOf('GET', '/api/health/')).toBe('/api/health');
  });

  it('when the Judge0 mount is asked, then its own mount prefixes the template', () => {
    expect(templateOf('GET', `/judge0/submissions/${ID}`)).toBe('/judge0/submissions/{token}');
  });

  it('when no documented route fits, then API paths share one label and web app paths another', () => {
    expect(templateOf('GET', `/api/no-such-thing/${ID}`)).toBe(UNMATCHED_ROUTE);
    expect(templateOf('PATCH', '/api/health')).toBe(UNMATCHED_ROUTE);
    expect(templateOf('GET', `/problem/${ID}`)).toBe(WEB_ROUTE);
    expect(templateOf('GET', '/assets/index-abc123.js')).toBe(WEB_ROUTE);
  });
});
