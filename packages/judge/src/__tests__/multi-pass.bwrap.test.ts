import { describeDriver } from '../testing/describe-driver.js';
import { multiPassSuite } from '../testing/multi-pass-suite.js';

await describeDriver('multi-pass problems', 'bwrap', multiPassSuite('bwrap'));
