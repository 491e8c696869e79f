import { describeDriver } from '../testing/describe-driver.js';
import { scoringSuite } from '../testing/scoring-suite.js';

await describeDriver('scoring problems', 'bwrap', scoringSuite('bwrap'));
